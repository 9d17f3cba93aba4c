import { ApiError } from './api-client';

/**
 * What to tell the user about a failed call: the shop's own answer (SPEC §8 shows the server's
 * message), else `fallback`, since anything else is no sentence meant for a customer.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

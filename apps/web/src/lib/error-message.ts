import { ApiError } from './api-client';

/**
 * What to tell the user about a failed call: the shop's own answer (SPEC §8 shows the server's
 * message), else `fallback`, since anything else is no sentence meant for a customer.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** Whether the shop answered a call with one of `statuses` (e.g. 403: not yours, 404: unknown). */
export function hasStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

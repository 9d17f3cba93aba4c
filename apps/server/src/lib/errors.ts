import { accessMessages } from '@chaka/contract';

/**
 * An error whose status and message are meant for the client. Services throw these (the helpers
 * below); the central error handler (plugins/errors.ts) answers them as `{ message }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries besides the message (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = accessMessages.signInFirst) => new HttpError(401, message);
export const forbidden = (message: string = accessMessages.notAllowed) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 429 with the wait in words and in the Retry-After header. */
export function tooManyRequests(what: string, waitSeconds: number) {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  return new HttpError(
    429,
    `${what}. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
    { 'retry-after': String(seconds) },
  );
}

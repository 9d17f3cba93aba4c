/** The error better-auth's client hands back: the server's own message when there is one. */
export interface AuthClientError {
  message?: string | undefined;
  status?: number;
  code?: string | undefined;
}

/**
 * A sentence for the user (SPEC §8 shows the identity service's message). Where the service has no
 * message, or one meant for developers, a plain one takes its place.
 */
export function authErrorMessage(error: AuthClientError | null | undefined, fallback: string): string {
  if (!error) return fallback;
  if (error.status === 0 || error.status === undefined) {
    return 'The shop cannot be reached. Check your connection and try again.';
  }
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return 'Wrong e-mail or password. Please try again.';
  if (error.code === 'USER_ALREADY_EXISTS' || error.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return 'An account with this e-mail address already exists. Please log in instead.';
  }
  if (error.code === 'INVALID_TOKEN') {
    return 'This reset link is invalid or has expired. Please ask for a new one.';
  }
  if (error.status >= 500) return 'Something went wrong on our side. Please try again.';
  return error.message || fallback;
}

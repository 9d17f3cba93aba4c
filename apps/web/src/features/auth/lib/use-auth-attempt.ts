import { useState } from 'react';
import { type AuthClientError, authErrorMessage } from './auth-error';

/**
 * The spinner and the form error of a sign-in form. `attempt` clears the error and shows the
 * spinner while `call` runs; when it fails, the form comes back with what went wrong in red (SPEC
 * §8). On success the spinner stays while the page moves on, and the answer's data is returned.
 */
export function useAuthAttempt(initialError?: string) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>(initialError);

  const attempt = async <T>(
    call: () => Promise<{ data: T | null; error: AuthClientError | null }>,
    failed: string,
  ): Promise<T | undefined> => {
    setServerError(undefined);
    setBusy(true);
    const { data, error } = await call();
    if (!error && data) return data;
    setBusy(false);
    setServerError(authErrorMessage(error, failed));
    return undefined;
  };

  return { busy, setBusy, serverError, attempt };
}

import { notify } from '@/lib/toast';
import { type AuthClientError, authErrorMessage } from './auth-error';

/**
 * Tells the outcome of an account call in a toast (SPEC §8): what went wrong (else `failed`), or
 * `done`. Returns the error when there was one.
 */
export async function toastOutcome(
  call: Promise<{ error: AuthClientError | null }>,
  { failed, done }: { failed: string; done: string },
): Promise<AuthClientError | null> {
  const { error } = await call;
  if (error) notify.error(authErrorMessage(error, failed));
  else notify.success(done);
  return error;
}

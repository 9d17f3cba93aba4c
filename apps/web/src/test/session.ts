import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@/lib/auth';

/**
 * Who is signed in during a test, in place of better-auth's session (its fetching is not what the
 * screen tests are about): `vi.mock('@/lib/auth', () => import('@/test/session'))`, then `signInAs`.
 */
let current: SessionUser | null = null;
const listeners = new Set<() => void>();

/** Signs `user` in (null signs out); screens showing the session follow at once. */
export function signInAs(user: SessionUser | null) {
  current = user;
  for (const listener of listeners) listener();
}

export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const user = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  return { user, isPending: false };
}

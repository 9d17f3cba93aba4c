import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { call } from '@/lib/api-client';
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

/** better-auth's client, as far as the screens use it: signing out signs the test's user out. */
export const loadAuthClient = async () => ({
  signOut: async () => {
    signInAs(null);
  },
});

/**
 * The admin check of the signed-in user, asked of the API as the app does (GET /admin/{email}):
 * a test answers it (src/test/staff.ts answers it for a staff role).
 */
export function useAdminCheck() {
  const { user, isPending } = useSession();
  const email = user?.email ?? '';
  const check = useQuery({
    queryKey: ['admin-check', email],
    queryFn: ({ signal }) => call(routes.adminCheck, { params: { email } }, { signal }),
    enabled: Boolean(user),
    retry: false,
  });
  return { user, isPending, check };
}

/** The role as the app's useRole reads it: the admin check's, else the session's when it failed. */
export function useRole() {
  const { user, check } = useAdminCheck();
  if (!user) return { role: null, isPending: false };
  if (check.data)
    return { role: check.data.admin ? ('admin' as const) : ('user' as const), isPending: false };
  return { role: check.isError ? user.role : null, isPending: !check.isError };
}

export const avatarOf = (user: Pick<SessionUser, 'image'>) => user.image || '/images/avatar-default.svg';

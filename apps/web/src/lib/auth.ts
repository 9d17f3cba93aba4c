import { type Role, routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createAuthClient } from 'better-auth/react';
import { call } from './api-client';

/** better-auth's client: sign-up, sign-in, sign-out, password reset and the session, all by cookie. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
}

/** The signed-in user (null when signed out) and whether the session is still being read. */
export function useSession(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = authClient.useSession();
  // `role` is the shop's additional user field; better-auth's client types do not know it.
  const user = data?.user as
    | (Omit<SessionUser, 'role' | 'image'> & { role?: string; image?: string | null })
    | undefined;
  return {
    isPending,
    user: user
      ? {
          id: user.id,
          name: user.name,
          email: user.email,
          image: user.image ?? null,
          role: user.role === 'admin' ? 'admin' : 'user',
          emailVerified: user.emailVerified,
        }
      : null,
  };
}

/** GET /admin/{email}: the server's word on whether this user is an admin (SPEC §6). */
export const adminCheckQuery = (email: string) =>
  queryOptions({
    queryKey: ['admin-check', email],
    queryFn: ({ signal }) => call(routes.adminCheck, { params: { email } }, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/**
 * The signed-in user and the server's admin check of them, not asked while signed out. The one
 * source of "is admin": useRole reads it for screens, the admin guard for entry.
 */
export function useAdminCheck() {
  const { user, isPending } = useSession();
  const check = useQuery({ ...adminCheckQuery(user?.email ?? ''), enabled: Boolean(user) });
  return { user, isPending, check };
}

/**
 * The signed-in user's role as the server tells it (the admin check); when the check fails, the
 * role the session carries.
 */
export function useRole(): { role: Role | null; isPending: boolean } {
  const { user, isPending, check } = useAdminCheck();
  if (isPending) return { role: null, isPending: true };
  if (!user) return { role: null, isPending: false };
  if (check.data) return { role: check.data.admin ? 'admin' : 'user', isPending: false };
  return { role: check.isError ? user.role : null, isPending: !check.isError };
}

/** The photo shown for a user: theirs (e.g. from Google), else the shop's default avatar. */
export function avatarOf(user: Pick<SessionUser, 'image'>): string {
  return user.image || '/images/avatar-default.svg';
}

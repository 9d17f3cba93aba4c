import type { Role } from '@chaka/contract';
import { createAuthClient } from 'better-auth/react';

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

import { createAuthClient } from 'better-auth/client';

/** better-auth's client: sign-up, sign-in, sign-out, password reset and the session, all by cookie. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
});

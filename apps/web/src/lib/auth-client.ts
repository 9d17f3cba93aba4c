import { createAuthClient } from 'better-auth/client';
import { phoneNumberClient } from 'better-auth/client/plugins';

/**
 * better-auth's client: sign-up, sign-in, sign-out, password reset and the session, all by cookie;
 * with its phone-number plugin, signing in with a code sent by SMS refreshes the session too.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [phoneNumberClient()],
});

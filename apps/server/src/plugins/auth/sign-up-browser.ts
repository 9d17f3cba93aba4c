import { createHmac, timingSafeEqual } from 'node:crypto';
import { normaliseEmail } from '@chaka/contract';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../lib/auth.js';

/**
 * Login CSRF of a signed-out visitor (issue 30, item 4): better-auth signs in whoever opens a
 * verification link, so an attacker could sign up, send a victim their own link, and have the
 * victim's cart, address and cars land in the attacker's account. A verification link therefore
 * signs a browser in only when that browser started the sign-up: the sign-up's answer sets this
 * short-lived cookie, bound to the address signed up (an HMAC of it under AUTH_SECRET), sent back
 * only to the verification link's path. Any other browser has the address verified and stays
 * signed out; it signs in as usual.
 */
const COOKIE = 'chaka.sign_up';
const PATH = '/api/auth/verify-email';

async function settings(auth: Auth) {
  const context = await auth.$context;
  const secure = context.authCookies.sessionToken.attributes.secure === true;
  return {
    secret: context.secret,
    secure,
    name: `${secure ? '__Secure-' : ''}${COOKIE}`,
    // As long as the link it goes with works (better-auth's default: an hour).
    maxAge: (context.options.emailVerification as { expiresIn?: number } | undefined)?.expiresIn ?? 3600,
  };
}

const seal = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`sign-up:${normaliseEmail(email)}`)
    .digest('base64url');

/** The cookie the answer to a sign-up for `email` sets. */
export async function signUpCookie(auth: Auth, email: string): Promise<string> {
  const { secret, secure, name, maxAge } = await settings(auth);
  const attributes = [`Max-Age=${maxAge}`, `Path=${PATH}`, 'HttpOnly', 'SameSite=Lax'];
  return [`${name}=${seal(secret, email)}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}

/** The cookie's end, once a link has signed its browser in. */
export async function spentSignUpCookie(auth: Auth): Promise<string> {
  const { secure, name } = await settings(auth);
  return [
    `${name}=`,
    'Max-Age=0',
    `Path=${PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Whether the request comes from the browser that signed up `email`. */
export async function startedSignUp(auth: Auth, request: FastifyRequest, email: string): Promise<boolean> {
  const { secret, name } = await settings(auth);
  const sent = cookieValue(request.headers.cookie, name);
  if (!sent) return false;
  const expected = Buffer.from(seal(secret, email));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

import { Socket } from 'node:net';
import { expect } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, type TestShop, uniqueEmail } from './app.js';

let addressCounter = 0;
/** A client address of its own per call (the test app trusts forwarded headers from loopback). */
export function newAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export function signInFrom(shop: TestShop, address: string, email: string, password = 'wrongPass1') {
  return shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
    payload: { email, password },
  });
}

/**
 * A new account, registered and signed in from an address of its own so that neither uses up the
 * test's limits.
 */
export async function register(shop: TestShop) {
  const email = uniqueEmail();
  const address = newAddress();
  const post = (path: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
      payload,
    });
  const signedUp = await post('sign-up/email', { name: 'Rahim Uddin', email, password: TEST_PASSWORD });
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  const signedIn = await post('sign-in/email', { email, password: TEST_PASSWORD });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const session = signedIn.cookies.find((cookie) => cookie.name === 'better-auth.session_token')!;
  return {
    email,
    headers: { authorization: `Bearer ${signedIn.headers['set-auth-token']}` },
    cookie: `${session.name}=${session.value}`,
  };
}

/** Whether something answers at the address of `url`. */
export function reachable(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(url.port || 6379), url.hostname, () => done(true));
  });
}

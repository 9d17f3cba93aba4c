import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { newAddress, register, signInFrom } from '../test/rate-limit-clients.js';
import { useTestShop } from '../test/use-test-shop.js';

describe('sign-in, sign-up and reset limit (AUTH_RATE_LIMIT per minute)', () => {
  const shop = useTestShop({ env: { AUTH_RATE_LIMIT: '3', RATE_LIMIT: '0' } });

  it('stops one address trying many accounts, for a minute the first time', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await signInFrom(shop, address, uniqueEmail())).statusCode).toBe(401);
    }
    const refused = await signInFrom(shop, address, uniqueEmail());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Even a right password waits: this address has been guessing.
    const customer = await register(shop);
    expect((await signInFrom(shop, address, customer.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the owner in while strangers guess the password from many addresses, and slows the guessers', async () => {
    const owner = await register(shop);
    const guessers = Array.from({ length: 10 }, () => newAddress());
    for (const address of guessers) {
      expect((await signInFrom(shop, address, owner.email)).statusCode).toBe(401);
    }
    // The owner, from an address that has not failed, signs in with the right password.
    const signedIn = await signInFrom(shop, newAddress(), owner.email.toUpperCase(), TEST_PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.headers['set-auth-token']).toEqual(expect.any(String));
    // An address that already guessed wrong waits before its next guess on this account...
    for (const address of [guessers[0]!, guessers[9]!]) {
      const refused = await signInFrom(shop, address, owner.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many attempts for this e-mail address\. Please wait \d+ seconds?/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // ...but not on other accounts, and other accounts are not slowed down.
    const other = await register(shop);
    expect((await signInFrom(shop, guessers[9]!, other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('never stops a client that does not fail, however often it signs in', async () => {
    const customer = await register(shop);
    const address = newAddress();
    expect((await signInFrom(shop, address, customer.email)).statusCode).toBe(401);
    for (let i = 0; i < 8; i += 1) {
      expect((await signInFrom(shop, address, customer.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('counts guesses sent at once before any of them is answered', async () => {
    const address = newAddress();
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 8 }, () => signInFrom(shop, address, email)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('limits password reset requests and sign-ups the same way', async () => {
    const address = newAddress();
    const email = uniqueEmail();
    const reset = () =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
        payload: { email },
      });
    for (let i = 0; i < 3; i += 1) expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(429);

    const signUpFrom = shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': address },
      payload: { name: 'Late Comer', email: uniqueEmail(), password: TEST_PASSWORD },
    });
    expect((await signUpFrom).statusCode).toBe(429);
  });

  it('does not count reading the session', async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i += 1) {
      const response = await shop.app.inject({
        url: '/api/auth/get-session',
        headers: { 'x-forwarded-for': address },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

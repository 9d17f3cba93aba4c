import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

describe('abuse against limits and the public address', () => {
  const publicUrl = 'https://shop.example.com';
  const shop = useTestShop({
    env: { AUTH_RATE_LIMIT: '5', PUBLIC_URL: publicUrl, PAYMENT_PROVIDER: 'test' },
  });

  const signUpAt = async (email: string) => {
    const post = (path: string, payload: object) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/auth/${path}`,
        headers: { origin: publicUrl },
        payload,
        remoteAddress: '10.9.0.1',
      });
    const signedUp = await post('sign-up/email', { name: 'Nadia Islam', email, password: TEST_PASSWORD });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const signedIn = await post('sign-in/email', { email, password: TEST_PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    return signedIn.cookies
      .filter((cookie) => cookie.name.includes('session_token'))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  };

  // Also: plugins/auth-rate-limit.test.ts for the per-address and per-account limits in detail.
  it('brute-force sign-in is stopped by the rate limit, even with the right password at the end', async () => {
    const email = uniqueEmail('target');
    await signUpAt(email);
    const attempt = (password: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: publicUrl },
        payload: { email, password },
        remoteAddress: '10.9.0.2',
      });
    // Five wrong passwords a minute from one address; then even the right one waits.
    let guesses = 0;
    for (; guesses < 10; guesses += 1) {
      const response = await attempt(`wrongGuess${guesses}`);
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
    }
    expect(guesses).toBe(5);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['set-cookie']).toBeUndefined();
  });

  it('a cookie-authenticated change is trusted only from PUBLIC_URL', async () => {
    const cookie = await signUpAt(uniqueEmail('public'));
    const post = (origin: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: { cookie, origin },
        payload: { rating: 4, reviewText: 'Genuine parts.' },
      });
    expect((await post('http://localhost:3000')).statusCode).toBe(403);
    expect((await post('http://shop.example.com')).statusCode).toBe(403);
    expect((await post(publicUrl)).statusCode).toBe(200);
  });
});

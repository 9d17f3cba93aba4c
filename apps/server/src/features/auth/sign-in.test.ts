import { messages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/account-requests.js';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('accounts and sessions', () => {
  const shop = useTestShop();
  const { post, session, syncUser } = accountRequests(() => shop);

  describe('sign-in and sign-out', () => {
    it('signs in with the right password', async () => {
      const customer = await signUp(shop.app, { name: 'Farhan Ahmed' });
      const response = await post('/api/auth/sign-in/email', {
        email: customer.email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        email: customer.email,
        name: 'Farhan Ahmed',
        role: 'user',
      });
      expect(response.headers['set-auth-token']).toEqual(expect.any(String));
    });

    it('accepts the address in any letter case', async () => {
      const customer = await signUp(shop.app);
      const response = await post('/api/auth/sign-in/email', {
        email: `  ${customer.email.toUpperCase()} `,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a wrong password and an unknown address with the same clear message', async () => {
      const customer = await signUp(shop.app);
      const wrong = await post('/api/auth/sign-in/email', { email: customer.email, password: 'wrongPass1' });
      const unknown = await post('/api/auth/sign-in/email', {
        email: uniqueEmail('nobody'),
        password: TEST_PASSWORD,
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Invalid email or password');
        expect(response.headers['set-auth-token']).toBeUndefined();
      }
    });

    it('refuses an empty form with the form messages', async () => {
      const response = await post('/api/auth/sign-in/email', { email: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(messages.email.required);
      expect(response.json().issues).toEqual(
        expect.arrayContaining([
          { path: ['email'], message: messages.email.required },
          { path: ['password'], message: messages.password.required },
        ]),
      );
    });

    it('ends the session on sign-out: neither the cookie nor the token works afterwards', async () => {
      const customer = await signUp(shop.app);
      expect((await syncUser(customer.email, customer.headers)).statusCode).toBe(200);
      const out = await post('/api/auth/sign-out', {}, { cookie: customer.cookie });
      expect(out.statusCode).toBe(200);
      expect((await syncUser(customer.email, customer.headers)).statusCode).toBe(401);
      const bySession = await session({ authorization: customer.headers.authorization });
      expect(bySession.json()).toBeNull();
    });
  });

  describe('bearer token and cookie', () => {
    it('accepts either on a signed-in route', async () => {
      const customer = await signUp(shop.app);
      const byBearer = await syncUser(customer.email, customer.headers);
      const byCookie = await syncUser(customer.email, { cookie: customer.cookie });
      expect(byBearer.statusCode).toBe(200);
      expect(byCookie.statusCode).toBe(200);
    });

    it('refuses a cookie-carrying change from a foreign page, but not a bearer call', async () => {
      const customer = await signUp(shop.app);
      const foreign = await syncUser(customer.email, {
        cookie: customer.cookie,
        origin: 'https://evil.example',
      });
      expect(foreign.statusCode).toBe(403);
      const bearer = await syncUser(customer.email, { ...customer.headers, origin: 'https://evil.example' });
      expect(bearer.statusCode).toBe(200);
    });

    it('answers 401 without a session or with a made-up token', async () => {
      const email = uniqueEmail();
      expect((await syncUser(email, {})).statusCode).toBe(401);
      const madeUp = await syncUser(email, { authorization: 'Bearer not-a-real-token' });
      expect(madeUp.statusCode).toBe(401);
      expect(madeUp.json()).toEqual({ message: 'Please sign in first' });
    });
  });
});

describe('sessions on an https PUBLIC_URL', () => {
  const origin = 'https://shop.example.com';
  const shop = useTestShop({ env: { PUBLIC_URL: origin, PAYMENT_PROVIDER: 'test' } });

  it('keep the session in a Secure cookie that signed-in routes accept', async () => {
    const email = uniqueEmail('secure');
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { name: 'Secure Shopper', email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const signedIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = signedIn.cookies.find((c) => c.name === '__Secure-better-auth.session_token');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const sync = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/${encodeURIComponent(email)}`,
      headers: { origin, cookie: `${cookie!.name}=${cookie!.value}` },
      payload: { email },
    });
    expect(sync.statusCode).toBe(200);
  });
});

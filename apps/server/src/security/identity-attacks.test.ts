import { accessMessages, requestMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, session, user } from '../db/schema/index.js';
import { type Customer, signUp, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

/** Attacks on the identity endpoints that once got through (issue 12, items 1, 4, 5 and 6). */
describe('identity attacks', () => {
  const shop = useTestShop({ customers: ['Victim Customer'] });
  let victim: Customer;
  beforeAll(() => {
    victim = shop.customer;
  });

  const post = (endpoint: string, payload: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/auth${endpoint}`,
      headers: { origin: TEST_ORIGIN, ...headers },
      payload: payload as object,
    });
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });

  describe('open redirect: a return address that resolves to another host', () => {
    const elsewhere = [
      '/.//evil.example',
      '/..//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/x/%2e%2e//evil.example',
      '/./\\evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
    ];
    const links = (to: string) => [
      `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(to)}`,
      `/api/auth/reset-password/x?callbackURL=${encodeURIComponent(to)}`,
      `/api/auth/delete-user/callback?token=x&callbackURL=${encodeURIComponent(to)}`,
    ];
    const bodies = (to: string): Array<[string, object]> => [
      [
        '/sign-up/email',
        { name: 'Nadia Islam', email: uniqueEmail('redirect'), password: TEST_PASSWORD, callbackURL: to },
      ],
      ['/sign-in/email', { email: victim.email, password: TEST_PASSWORD, callbackURL: to }],
      ['/sign-in/social', { provider: 'google', callbackURL: to }],
      ['/sign-in/social', { provider: 'google', callbackURL: '/', errorCallbackURL: to }],
      ['/sign-in/social', { provider: 'google', callbackURL: '/', newUserCallbackURL: to }],
      ['/request-password-reset', { email: victim.email, redirectTo: to }],
      ['/send-verification-email', { email: victim.email, callbackURL: to }],
      ['/change-email', { newEmail: uniqueEmail('moved'), callbackURL: to }],
      ['/delete-user', { callbackURL: to }],
      ['/link-social', { provider: 'google', callbackURL: to }],
    ];

    it.each(elsewhere)('%s is refused on every link and every endpoint that takes one', async (to) => {
      for (const url of links(to)) {
        const response = await get(url, { cookie: victim.cookie });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toBe(accessMessages.returnAddress);
        expect(response.headers.location, url).toBeUndefined();
      }
      for (const [endpoint, body] of bodies(to)) {
        const response = await post(endpoint, body, { cookie: victim.cookie });
        const what = `${endpoint} ${JSON.stringify(body)}: ${response.body}`;
        expect(response.statusCode, what).toBe(400);
        expect(response.json().message, what).toBe(accessMessages.returnAddress);
      }
    });

    it('still follows a path of the shop', async () => {
      const verify = await get('/api/auth/verify-email?token=x&callbackURL=%2Fdashboard%3Ftab%3D1');
      expect(verify.headers.location).toMatch(/^\/dashboard\?tab=1&error=/);
      const reset = await get('/api/auth/reset-password/x?callbackURL=%2Freset-password');
      expect(reset.statusCode).toBe(302);
      const location = new URL(String(reset.headers.location), TEST_ORIGIN);
      expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/reset-password`);
    });
  });

  describe("login CSRF: opening a stranger's verification link while signed in", () => {
    async function verificationLink(email: string): Promise<string> {
      const mail = await shop.smtp.waitForMail(email, (m) => /Verify/.test(m.subject));
      const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
      return `${link.pathname}${link.search}`;
    }
    const whoIs = async (cookie: string) =>
      (await get('/api/auth/get-session', { cookie })).json()?.user?.email as string | undefined;
    const sessionsOf = async (id: string) =>
      (await shop.app.db.select().from(session).where(eq(session.userId, id))).length;

    it('keeps the browser signed in as itself and opens no session for the stranger', async () => {
      const stranger = await signUp(shop.app, { name: 'Stranger Danger' });
      const link = await verificationLink(stranger.email);
      const before = await sessionsOf(stranger.id);

      const opened = await get(link, { cookie: victim.cookie });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(opened.headers['set-auth-token']).toBeUndefined();
      expect(await whoIs(victim.cookie)).toBe(victim.email);
      expect(await sessionsOf(stranger.id)).toBe(before);
    });

    it('still signs in the signed-out browser that signed up, and keeps the own session of the owner', async () => {
      const newcomer = await signUp(shop.app, { name: 'Careful Newcomer' });
      const link = await verificationLink(newcomer.email);
      const own = await get(link, { cookie: newcomer.cookie });
      expect(own.statusCode).toBe(302);
      expect(await whoIs(newcomer.cookie)).toBe(newcomer.email);
      const [row] = await shop.app.db.select().from(user).where(eq(user.id, newcomer.id));
      expect(row?.emailVerified).toBe(true);

      // The browser that signed up holds the sign-up's cookie (issue 30: no other browser is signed in).
      const lateEmail = uniqueEmail('late');
      const signedUp = await post('/sign-up/email', {
        name: 'Signed Out',
        email: lateEmail,
        password: TEST_PASSWORD,
      });
      const started = signedUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const late = { email: lateEmail };
      const fresh = await get(await verificationLink(late.email), { cookie: started });
      const cookie = fresh.cookies.find((c) => c.name === 'better-auth.session_token');
      expect(cookie).toBeDefined();
      expect(await whoIs(`${cookie!.name}=${cookie!.value}`)).toBe(late.email);
    });
  });

  describe('control characters in identity endpoint bodies', () => {
    interface AuthEndpoint {
      path?: string;
      options?: {
        method?: string | string[];
        metadata?: { SERVER_ONLY?: boolean };
        body?: { shape?: object };
        query?: { shape?: object };
      };
    }
    /** Every endpoint better-auth serves on this shop, as its router lists them. */
    const endpoints = () =>
      Object.values(shop.app.auth.api as unknown as Record<string, AuthEndpoint>)
        .filter((endpoint) => endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY)
        .map((endpoint) => ({
          path: endpoint.path!.replace(/:[A-Za-z]+/g, 'x'),
          methods: [endpoint.options?.method].flat() as string[],
          fields: [
            ...Object.keys(endpoint.options?.body?.shape ?? {}),
            ...Object.keys(endpoint.options?.query?.shape ?? {}),
          ],
        }));
    const poisoned = (fields: string[]) =>
      Object.fromEntries(
        [...new Set([...fields, 'token', 'email', 'password', 'name'])].map((field) => [field, 'a\u0000b']),
      );

    it('answers 400 with a message on every one, signed in or not, never 500', async () => {
      const list = endpoints();
      expect(list.map((endpoint) => endpoint.path)).toEqual(
        expect.arrayContaining(['/reset-password', '/revoke-session', '/sign-up/email', '/verify-email']),
      );
      for (const { path, methods, fields } of list) {
        const callers: Array<Record<string, string>> = [{}, { cookie: victim.cookie }, victim.headers];
        for (const headers of callers) {
          if (methods.includes('POST')) {
            const response = await post(path, poisoned(fields), headers);
            expect(response.statusCode, `POST ${path}: ${response.body}`).toBe(400);
            expect(response.json().message).toBe(requestMessages.controlCharacters);
          }
          if (methods.includes('GET')) {
            const query = new URLSearchParams(poisoned(fields)).toString();
            const response = await get(`/api/auth${path}?${query}`, headers);
            expect(response.statusCode, `GET ${path}: ${response.body}`).toBe(400);
          }
        }
      }
    });

    it.each([
      ['/reset-password', { newPassword: 'brandNew123', token: 'a\u0000b' }],
      ['/revoke-session', { token: 'a\u0000b' }],
    ])('%s with a NUL byte in the token', async (endpoint, body) => {
      const response = await post(endpoint, body, { cookie: victim.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: ['token'], message: requestMessages.controlCharacters },
      ]);
    });
  });

  describe('the cross-site check with a bearer header beside the cookie', () => {
    const review = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/review',
        headers,
        payload: { rating: 1, reviewText: 'Written by another site.' },
      });
    const count = async () => (await shop.app.db.select().from(reviews)).length;

    it('refuses a cookie plus a made-up bearer token from a foreign origin, and writes nothing', async () => {
      const before = await count();
      for (const bearer of ['Bearer x.y', 'Bearer not-a-token', `Bearer ${victim.token}x`]) {
        const response = await review({
          cookie: victim.cookie,
          authorization: bearer,
          origin: 'https://evil.example',
        });
        expect(response.statusCode, bearer).toBe(403);
        expect(response.json().message).toBe(accessMessages.foreignOrigin);
      }
      expect(await count()).toBe(before);
    });

    it('lets an API client whose own bearer token signs it in call from anywhere', async () => {
      const response = await review({
        ...victim.headers,
        cookie: victim.cookie,
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

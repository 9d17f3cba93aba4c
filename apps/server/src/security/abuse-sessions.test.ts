import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../db/schema/index.js';
import { SESSION_CACHE_TTL_MS } from '../plugins/auth/session.js';
import { abuseCalls } from '../test/abuse-scene.js';
import { signUp, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { changedTables } from '../test/db-state.js';
import { expectedOutcome, ROUTE_TABLE, routeKey } from '../test/route-table.js';
import type { CallerName, Scene } from '../test/scene.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Abuse that real shops suffer, one named test each. Several are also proven in the feature's own
 * tests (named in the comments); here each stands on its own as the attack it is.
 */
describe('abuse', () => {
  const shop = useTestShop({ scene: true });
  let scene: Scene;
  beforeAll(() => {
    ({ scene } = shop);
  });
  const { db, state } = abuseCalls(() => ({ shop, scene }));

  describe('sessions', () => {
    const ownOrders = (headers: Record<string, string>) =>
      shop.app.inject({ url: `/api/orders/${encodeURIComponent(scene.user.email)}`, headers });
    const adminList = (headers: Record<string, string>) => shop.app.inject({ url: '/api/users', headers });

    it('a forged session token is refused', async () => {
      const real = scene.user.token;
      const [value, signature] = decodeURIComponent(scene.user.cookie.split('=')[1]!).split('.');
      const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;
      const forgeries: Array<Record<string, string>> = [
        { authorization: 'Bearer not-a-real-token' },
        { authorization: `Bearer ${flip(real)}` },
        { authorization: `Bearer ${'A'.repeat(32)}` },
        { authorization: `Bearer ${real}' OR '1'='1` },
        { authorization: 'Bearer ' },
        { authorization: `Basic ${Buffer.from(`${scene.user.email}:${TEST_PASSWORD}`).toString('base64')}` },
        { cookie: `better-auth.session_token=${encodeURIComponent(`${value}.${flip(signature!)}`)}` },
        { cookie: `better-auth.session_token=${encodeURIComponent(`${flip(value!)}.${signature}`)}` },
        { cookie: `better-auth.session_token=${value}` },
        { cookie: `better-auth.session_token=${scene.user.cookie.split('=')[1]}x` },
      ];
      for (const headers of forgeries) {
        const response = await ownOrders(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json().message).toBe('Please sign in first');
        expect((await adminList(headers)).statusCode, JSON.stringify(headers)).toBe(401);
      }
      expect((await ownOrders(scene.user.headers)).statusCode).toBe(200);
    });

    it('an expired session token is refused', async () => {
      const expire = (customer: { id: string }, at: Date) =>
        db().update(session).set({ expiresAt: at }).where(eq(session.userId, customer.id));
      const ownList = (customer: { email: string }, headers: Record<string, string>) =>
        shop.app.inject({ url: `/api/orders/${encodeURIComponent(customer.email)}`, headers });

      // Expired before it is ever used.
      const late = await signUp(shop.app, { email: uniqueEmail('expired') });
      await expire(late, new Date(Date.now() - 60_000));
      expect((await ownList(late, late.headers)).statusCode).toBe(401);
      expect((await ownList(late, { cookie: late.cookie })).statusCode).toBe(401);

      // Expired in the database while in use: a session read a moment ago vouches for its caller
      // at most SESSION_CACHE_TTL_MS longer (plugins/auth.ts), then it is refused however it is sent.
      const customer = await signUp(shop.app, { email: uniqueEmail('expiring') });
      expect((await ownList(customer, customer.headers)).statusCode).toBe(200);
      await expire(customer, new Date(Date.now() - 1000));
      const expired = Date.now();
      while ((await ownList(customer, customer.headers)).statusCode !== 401) {
        expect(Date.now() - expired).toBeLessThan(SESSION_CACHE_TTL_MS + 1000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await ownList(customer, { cookie: customer.cookie })).statusCode).toBe(401);
      const order = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie, origin: TEST_ORIGIN },
        payload: { productId: (await scene.product()).id, quantity: 1, size: 'M' },
      });
      expect(order.statusCode).toBe(401);
    });
  });

  it("a link on the shop's address never sends a customer to another site (no open redirect)", async () => {
    const elsewhere = [
      'https://evil.example/login',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ];
    for (const callbackURL of elsewhere) {
      const link = await shop.app.inject(
        `/api/auth/verify-email?token=any&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect(link.statusCode, callbackURL).toBe(400);
      expect(link.headers.location, callbackURL).toBeUndefined();
      for (const [endpoint, payload] of [
        [
          '/sign-up/email',
          { name: 'Nadia Islam', email: uniqueEmail('redirect'), password: TEST_PASSWORD, callbackURL },
        ],
        ['/sign-in/social', { provider: 'google', callbackURL: '/', errorCallbackURL: callbackURL }],
        ['/request-password-reset', { email: scene.other.email, redirectTo: callbackURL }],
      ] as const) {
        const response = await shop.app.inject({
          method: 'POST',
          url: `/api/auth${endpoint}`,
          headers: { origin: TEST_ORIGIN },
          payload,
        });
        expect(response.statusCode, `${endpoint} ${callbackURL}`).toBe(400);
        expect(response.json().message).toBe('The return address must be a path of the shop');
      }
    }
    const inside = await shop.app.inject('/api/auth/verify-email?token=any&callbackURL=%2Fdashboard');
    expect(inside.headers.location).toMatch(/^\/dashboard\?error=/);
  });

  // Also: features/auth/sign-in.test.ts and the feature tests ("refuses a cookie-authenticated ... from a foreign page").
  it('a cookie-authenticated change from another site is refused on every signed-in route', async () => {
    const changing = ROUTE_TABLE.filter(
      (rule) => rule.method !== 'GET' && rule.who !== 'anyone' && rule.provider !== 'stripe',
    );
    expect(changing.length).toBeGreaterThan(10);
    for (const rule of changing) {
      const caller: CallerName = expectedOutcome(rule.who, 'user') === 'ok' ? 'user' : 'admin';
      const request = await rule.request(scene, caller);
      for (const foreign of [
        { origin: 'https://evil.example' },
        { referer: 'https://evil.example/shop' },
        {},
      ]) {
        const before = await state();
        const response = await shop.app.inject({
          method: rule.method,
          url: rule.url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
            encodeURIComponent(request.params![name]!),
          ),
          query: request.query,
          headers: { ...request.headers, ...foreign, cookie: scene.customer(caller).cookie },
          payload: request.payload as string | object | undefined,
        });
        const what = `${routeKey(rule)} ${JSON.stringify(foreign)}: ${response.body}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json().message, what).toBe('This request must come from the shop itself');
        expect(changedTables(before, await state()), what).toEqual([]);
      }
    }
    // Three requests and two pictures of every table for each signed-in route: its time grows with
    // the route table, beyond the one test's default.
  }, 90_000);
});

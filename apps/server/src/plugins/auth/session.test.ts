import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/index.js';
import { type Customer, signUp, signUpAdmin, TEST_ORIGIN, type TestShop } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { SESSION_CACHE_TTL_MS } from './session.js';

/** A signed-in route: the caller's own orders. */
const ownOrders = (shop: TestShop, customer: Customer, headers: Record<string, string> = customer.headers) =>
  shop.app.inject({ url: `/api/orders/${encodeURIComponent(customer.email)}`, headers });

describe('the session cache', () => {
  const shop = useTestShop({ admin: true });
  let admin: Customer;
  beforeAll(() => {
    ({ admin } = shop);
  });

  it('ends a session at once on sign-out, by token and by cookie', async () => {
    for (const via of ['bearer', 'cookie'] as const) {
      const customer = await signUp(shop.app);
      const credentials = via === 'bearer' ? customer.headers : { cookie: customer.cookie };
      expect((await ownOrders(shop, customer, credentials)).statusCode).toBe(200);
      expect((await ownOrders(shop, customer, credentials)).statusCode).toBe(200);
      const out = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...credentials, origin: TEST_ORIGIN },
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect((await ownOrders(shop, customer, credentials)).statusCode).toBe(401);
      expect((await ownOrders(shop, customer, customer.headers)).statusCode).toBe(401);
    }
  });

  it('refuses a deleted account at once', async () => {
    const customer = await signUp(shop.app);
    expect((await ownOrders(shop, customer)).statusCode).toBe(200);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/user/${encodeURIComponent(customer.email)}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await ownOrders(shop, customer)).statusCode).toBe(401);
  });

  it(`spares the database between reads, and honours a session removed behind the API's back within ${SESSION_CACHE_TTL_MS / 1000} s`, async () => {
    const customer = await signUp(shop.app);
    expect((await ownOrders(shop, customer)).statusCode).toBe(200);
    await shop.app.db.delete(session).where(eq(session.userId, customer.id));
    // Still answered from the cache: no database read for this request.
    expect((await ownOrders(shop, customer)).statusCode).toBe(200);
    await sleep(SESSION_CACHE_TTL_MS + 100);
    expect((await ownOrders(shop, customer)).statusCode).toBe(401);
  });

  it(`reads a session in use again before it leaves the cache, and still honours its removal within ${SESSION_CACHE_TTL_MS / 1000} s while the customer keeps asking`, async () => {
    const customer = await signUp(shop.app);
    const signedIn = Date.now();
    expect((await ownOrders(shop, customer)).statusCode).toBe(200);
    // Asked for all along its life in the cache: each answer is a signed-in one.
    while (Date.now() - signedIn < SESSION_CACHE_TTL_MS + 500) {
      expect((await ownOrders(shop, customer)).statusCode).toBe(200);
      await sleep(200);
    }
    await shop.app.db.delete(session).where(eq(session.userId, customer.id));
    const removed = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - removed < SESSION_CACHE_TTL_MS + 1_000) {
      status = (await ownOrders(shop, customer)).statusCode;
      if (status === 200) await sleep(200);
    }
    expect(status).toBe(401);
    expect(Date.now() - removed).toBeLessThanOrEqual(SESSION_CACHE_TTL_MS + 500);
  });

  it('never serves an admin route from the cache: a role taken away counts at once', async () => {
    const other = await signUpAdmin(shop.app, 'Second Admin');
    const allOrders = () => shop.app.inject({ url: '/api/orders', headers: other.headers });
    expect((await allOrders()).statusCode).toBe(200);
    await shop.app.db.update(user).set({ role: 'user' }).where(eq(user.id, other.id));
    expect((await allOrders()).statusCode).toBe(403);
  });
});

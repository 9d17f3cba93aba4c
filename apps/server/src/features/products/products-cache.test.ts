import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Customer, signUp, TEST_ORIGIN } from '../../test/app.js';
import {
  cachedProduct,
  type ListedProduct,
  productReads,
  productRequests,
} from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('product answers are fast and never stale', () => {
  const shop = useTestShop({ seed: true, customers: 1, admin: true });
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ admin, customer } = shop);
  });
  const { asAdmin } = productRequests(() => ({ shop, admin }));
  const { list, one } = productReads(() => ({ shop, customer }));

  describe('after every write, the next read shows it', () => {
    it('adding, editing and deleting a product', async () => {
      const before = await list();
      await one(before[0]!._id);
      const created = (await asAdmin('POST', '/api/services', cachedProduct())).json() as ListedProduct;
      expect((await list()).map((p) => p._id)).toEqual([...before.map((p) => p._id), created._id]);

      await one(created._id);
      expect((await asAdmin('PUT', `/api/services/${created._id}`, { price: 31.5 })).statusCode).toBe(200);
      expect((await list()).find((p) => p._id === created._id)?.price).toBe(31.5);
      expect((await one(created._id)).price).toBe(31.5);

      expect((await asAdmin('PATCH', `/api/service/${created._id}`, { availableQty: 7 })).statusCode).toBe(
        200,
      );
      expect((await one(created._id)).availableQty).toBe(7);
      expect((await list('?category=brake-pads')).find((p) => p._id === created._id)?.availableQty).toBe(7);

      expect((await asAdmin('DELETE', `/api/services/${created._id}`)).statusCode).toBe(200);
      expect((await list()).map((p) => p._id)).not.toContain(created._id);
      const gone = await shop.app.inject({ url: `/api/service/${created._id}`, headers: customer.headers });
      expect(gone.statusCode).toBe(404);
    });

    it('placing and cancelling an order changes the stock shown', async () => {
      const product = (await asAdmin('POST', '/api/services', cachedProduct({ availableQty: 10 }))).json();
      const stock = async () => ({
        listed: (await list()).find((p) => p._id === product._id)?.availableQty,
        paged: (await list('?q=cached%20axio&page=1&limit=24')).find((p) => p._id === product._id)
          ?.availableQty,
        alone: (await one(product._id)).availableQty,
      });
      expect(await stock()).toEqual({ listed: 10, paged: 10, alone: 10 });

      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: customer.cookie, origin: TEST_ORIGIN },
        payload: { productId: product._id, quantity: '3', size: 'M' },
      });
      expect(placed.statusCode).toBe(200);
      expect(await stock()).toEqual({ listed: 7, paged: 7, alone: 7 });

      const cancelled = await shop.app.inject({
        method: 'DELETE',
        url: `/api/orders/${placed.json()._id}`,
        headers: customer.headers,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await stock()).toEqual({ listed: 10, paged: 10, alone: 10 });
    });

    it('a refused write changes nothing and the list stays as it was', async () => {
      const before = await list();
      const refused = await asAdmin('POST', '/api/services', cachedProduct({ price: -1 }));
      expect(refused.statusCode).toBe(400);
      expect(await list()).toEqual(before);
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('several server processes on one PostgreSQL', () => {
  const shop = useTestShop({ seed: true, admin: true });
  let other: Awaited<ReturnType<typeof buildApp>>;
  let admin: Customer;
  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: shop.dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      UI_DELAYS: 'off',
      RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
    });
    other = await buildApp({ config, database: shop.database });
    await other.ready();
    ({ admin } = shop);
  });
  // After hooks run in reverse: the second process closes before the fixture closes the shop.
  afterAll(() => other.close());

  it("each sees the other's writes: the cached list is cleared by the notification", async () => {
    const before = (await other.inject('/api/services')).json() as ListedProduct[];
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.headers,
      payload: cachedProduct({ productName: 'Pads added in the other process' }),
    });
    expect(created.statusCode).toBe(200);
    await expect
      .poll(async () => ((await other.inject('/api/services')).json() as ListedProduct[]).length, {
        timeout: 2000,
        interval: 20,
      })
      .toBe(before.length + 1);
  });

  it('a sign-out in one process ends the session in the other at once', async () => {
    const customer = await signUp(shop.app);
    const mine = { url: `/api/orders/${encodeURIComponent(customer.email)}`, headers: customer.headers };
    expect((await other.inject(mine)).statusCode).toBe(200);
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...customer.headers, origin: TEST_ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await expect
      .poll(async () => (await other.inject(mine)).statusCode, { timeout: 2000, interval: 20 })
      .toBe(401);
  });
});

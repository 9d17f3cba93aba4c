import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRODUCT_PAGE_SIZE } from '@chaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import {
  type Customer,
  createTestShop,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestShop,
} from '../../test/app.js';

interface ListedProduct {
  _id: string;
  productName: string;
  price: number;
  availableQty: number;
  category: string | null;
}

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Cached Brake Pads for Toyota Axio',
  availableQty: 40,
  orderQty: 1,
  price: 25,
  productDescription: 'Pads to prove the list is never stale.',
  image: 'https://example.com/pads.webp',
  category: 'brake-pads',
  ...overrides,
});

describe('product answers are fast and never stale', () => {
  let shop: TestShop;
  let admin: Customer;
  let customer: Customer;
  beforeAll(async () => {
    shop = await createTestShop({}, { seed: true });
    admin = await signUpAdmin(shop.app);
    customer = await signUp(shop.app);
  });
  afterAll(() => shop.close());

  const list = async (query = '') =>
    (await shop.app.inject(`/api/services${query}`)).json() as ListedProduct[];
  const one = async (id: string) =>
    (await shop.app.inject({ url: `/api/service/${id}`, headers: customer.headers })).json() as ListedProduct;
  const asAdmin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: admin.headers, payload });

  describe('after every write, the next read shows it', () => {
    it('adding, editing and deleting a product', async () => {
      const before = await list();
      await one(before[0]!._id);
      const created = (await asAdmin('POST', '/api/services', newProduct())).json() as ListedProduct;
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
      const product = (await asAdmin('POST', '/api/services', newProduct({ availableQty: 10 }))).json();
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
      const refused = await asAdmin('POST', '/api/services', newProduct({ price: -1 }));
      expect(refused.statusCode).toBe(400);
      expect(await list()).toEqual(before);
    });
  });

  describe('ETag', () => {
    it('answers 304 without a body while the list is unchanged, and the new list after a change', async () => {
      const first = await shop.app.inject('/api/services');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await shop.app.inject({ url: '/api/services', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await asAdmin('POST', '/api/services', newProduct({ productName: 'Pads that change the ETag' }));
      const changed = await shop.app.inject({ url: '/api/services', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().at(-1).productName).toBe('Pads that change the ETag');
    });

    it('revalidates a signed-in answer too, kept private to the browser', async () => {
      const [product] = await list();
      const first = await shop.app.inject({ url: `/api/service/${product!._id}`, headers: customer.headers });
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await shop.app.inject({
        url: `/api/service/${product!._id}`,
        headers: { ...customer.headers, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('compression', () => {
    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const)('sends the list %s-compressed to a client that takes it', async (encoding, decode) => {
      const plain = await shop.app.inject('/api/services');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const compressed = await shop.app.inject({
        url: '/api/services',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(compressed.rawPayload).toString())).toEqual(plain.json());
    });

    it('prefers brotli, and never sends an encoding the client refuses', async () => {
      const both = await shop.app.inject({
        url: '/api/services',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(both.headers['content-encoding']).toBe('br');
      const noBrotli = await shop.app.inject({
        url: '/api/services',
        headers: { 'accept-encoding': 'br;q=0, gzip' },
      });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
    });

    it('compresses other JSON answers as they go out', async () => {
      const response = await shop.app.inject({ url: '/api/blogs', headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawPayload).toString()).length).toBeGreaterThan(0);
    });
  });

  describe('pages, search and category', () => {
    it('answers one page with the total that match in X-Total-Count', async () => {
      const all = await list();
      const page = await shop.app.inject('/api/services?page=2&limit=4');
      expect(page.headers['x-total-count']).toBe(String(all.length));
      expect(page.json()).toEqual(all.slice(4, 8));
      const unpaged = await shop.app.inject('/api/services');
      expect(unpaged.headers['x-total-count']).toBe(String(all.length));
      const beyond = await shop.app.inject('/api/services?page=999&limit=24');
      expect(beyond.json()).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe(String(all.length));
    });

    it(`pages by ${PRODUCT_PAGE_SIZE} when only page is given`, async () => {
      const response = await shop.app.inject('/api/services?page=1');
      expect(response.json()).toHaveLength(Math.min(PRODUCT_PAGE_SIZE, (await list()).length));
    });

    it('finds products whose name holds every word, in any case, within a category', async () => {
      const found = await shop.app.inject('/api/services?q=SPARK%20plugs&page=1&limit=24');
      const names = (found.json() as ListedProduct[]).map((p) => p.productName);
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names.every((name) => /spark/i.test(name) && /plugs/i.test(name))).toBe(true);
      expect(found.headers['x-total-count']).toBe(String(names.length));

      const bulbs = (await list('?category=car-bulbs&q=led')) as ListedProduct[];
      expect(bulbs.length).toBeGreaterThan(0);
      expect(bulbs.every((p) => p.category === 'car-bulbs' && /led/i.test(p.productName))).toBe(true);

      const none = await shop.app.inject('/api/services?q=zzzz%25_&page=1&limit=5');
      expect(none.json()).toEqual([]);
      expect(none.headers['x-total-count']).toBe('0');
    });

    it.each([
      ['?page=0', 400],
      ['?limit=101', 400],
      ['?category=tyres', 400],
      [`?q=${'x'.repeat(101)}`, 400],
    ])('refuses %s with a clear message', async (query, status) => {
      const response = await shop.app.inject(`/api/services${query}`);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('several server processes on one PostgreSQL', () => {
  let shop: TestShop;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let admin: Customer;
  beforeAll(async () => {
    shop = await createTestShop({}, { seed: true });
    const config = loadConfig({
      DATA_DIR: shop.dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      UI_DELAYS: 'off',
      RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
    });
    other = await buildApp({ config, database: shop.database });
    await other.ready();
    admin = await signUpAdmin(shop.app);
  });
  afterAll(async () => {
    await other.close();
    await shop.close();
  });

  it("each sees the other's writes: the cached list is cleared by the notification", async () => {
    const before = (await other.inject('/api/services')).json() as ListedProduct[];
    const created = await shop.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: admin.headers,
      payload: newProduct({ productName: 'Pads added in the other process' }),
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

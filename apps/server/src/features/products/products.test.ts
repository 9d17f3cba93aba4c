import { randomUUID } from 'node:crypto';
import { messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../../db/schema/index.js';
import {
  type Customer,
  createTestShop,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestShop,
} from '../../test/app.js';
import { createOrderRecord } from '../../test/factories.js';

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Iridium Spark Plugs for Toyota 1NZ (set of 4)',
  availableQty: 30,
  orderQty: 2,
  price: 19.99,
  productDescription: 'Long-life iridium plugs, pre-gapped for the 1NZ-FE engine.',
  image: 'https://example.com/plugs.webp',
  ...overrides,
});

describe('products', () => {
  let shop: TestShop;
  let admin: Customer;
  let customer: Customer;
  beforeAll(async () => {
    shop = await createTestShop({}, { seed: true });
    admin = await signUpAdmin(shop.app);
    customer = await signUp(shop.app);
  });
  afterAll(() => shop.close());

  const asAdmin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    shop.app.inject({ method, url, headers: admin.headers, payload: payload as object });
  const allRows = () => shop.app.db.select().from(products).orderBy(products.createdAt, products.id);

  async function addProduct(overrides: Record<string, unknown> = {}) {
    const response = await asAdmin('POST', '/api/services', newProduct(overrides));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { _id: string; price: number; availableQty: number };
  }

  describe('the list', () => {
    it('shows every product to anyone, oldest first, with prices in dollars', async () => {
      const response = await shop.app.inject('/api/services');
      expect(response.statusCode).toBe(200);
      const list = response.json() as Array<Record<string, unknown>>;
      expect(list.length).toBeGreaterThanOrEqual(15);
      expect(list[0]).toEqual({
        _id: expect.any(String),
        productName: 'Ceramic Front Brake Pads for Toyota Corolla / Axio',
        image: '/images/parts/brake-pads-ceramic.svg',
        price: 28,
        availableQty: 60,
        orderQty: 1,
        productDescription: expect.stringContaining('ceramic pads'),
        category: 'brake-pads',
        createdAt: expect.any(String),
        fitsAllVehicles: false,
      });
      const times = list.map((product) => Date.parse(String(product.createdAt)));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('can be filtered and paged', async () => {
      const bulbs = (await shop.app.inject('/api/services?category=car-bulbs')).json() as Array<{
        category: string;
      }>;
      expect(bulbs.length).toBe(3);
      expect(bulbs.every((product) => product.category === 'car-bulbs')).toBe(true);
      const found = (await shop.app.inject('/api/services?q=iridium')).json() as Array<{
        productName: string;
      }>;
      expect(found.map((product) => product.productName).join()).toMatch(/Iridium/);
      const page = (await shop.app.inject('/api/services?page=2&limit=5')).json() as unknown[];
      const all = (await shop.app.inject('/api/services')).json() as unknown[];
      expect(page).toEqual(all.slice(5, 10));
      expect((await shop.app.inject('/api/services?q=100%25')).json()).toEqual([]);
      expect((await shop.app.inject('/api/services?limit=0')).statusCode).toBe(400);
    });
  });

  describe('one product', () => {
    it('needs a session', async () => {
      const [row] = await allRows();
      const anonymous = await shop.app.inject(`/api/service/${row!.id}`);
      expect(anonymous.statusCode).toBe(401);
      const response = await shop.app.inject({ url: `/api/service/${row!.id}`, headers: customer.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        _id: row!.id,
        productName: row!.name,
        price: 28,
        fitsAllVehicles: false,
        fitment: expect.arrayContaining([
          {
            vehicle: expect.objectContaining({ make: 'Toyota', model: 'Axio', chassisCode: 'NZE141' }),
            position: 'front',
            quantity: 1,
            note: null,
          },
        ]),
      });
      const byCookie = await shop.app.inject({
        url: `/api/service/${row!.id}`,
        headers: { cookie: customer.cookie },
      });
      expect(byCookie.statusCode).toBe(200);
    });

    it.each([randomUUID(), 'not-an-id'])('answers 404 for %j', async (id) => {
      const response = await shop.app.inject({ url: `/api/service/${id}`, headers: customer.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.product.notFound });
    });
  });

  describe('adding', () => {
    it('stores a product in cents and answers it in dollars', async () => {
      const created = await addProduct({ category: 'spark-plugs', unknownField: 'dropped' });
      expect(created).toEqual({
        _id: expect.any(String),
        ...newProduct({ category: 'spark-plugs' }),
        createdAt: expect.any(String),
        fitsAllVehicles: false,
        fitment: [],
      });
      const [row] = await shop.app.db.select().from(products).where(eq(products.id, created._id));
      expect(row).toMatchObject({ priceCents: 1999, minOrderQty: 2, availableQty: 30 });
      const list = (await shop.app.inject('/api/services')).json() as Array<{ _id: string }>;
      expect(list.at(-1)?._id).toBe(created._id);
    });

    it('accepts an uploaded image and a free product', async () => {
      const created = await addProduct({ image: '/uploads/abcDEF_123-x.webp', price: 0 });
      expect(created.price).toBe(0);
    });

    it('works for a browser session from the shop itself, not from elsewhere', async () => {
      const ok = await shop.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        payload: newProduct(),
      });
      expect(ok.statusCode).toBe(200);
      const before = await allRows();
      const foreign = await shop.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: { cookie: admin.cookie, origin: 'https://evil.example' },
        payload: newProduct(),
      });
      expect(foreign.statusCode).toBe(403);
      expect(await allRows()).toEqual(before);
    });

    const missing = [
      ['productName', messages.product.nameRequired],
      ['availableQty', messages.product.availableQtyRequired],
      ['orderQty', messages.product.orderQtyRequired],
      ['price', messages.product.priceRequired],
      ['productDescription', messages.product.descriptionRequired],
      ['image', messages.product.imageRequired],
    ] as const;
    it.each(missing)('refuses a product without %s (%j)', async (field, message) => {
      const before = await allRows();
      const { [field]: _, ...body } = newProduct();
      const response = await asAdmin('POST', '/api/services', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path: [field], message });
      expect(await allRows()).toEqual(before);
    });

    it.each([
      ['availableQty', -1, 'Available Product Quantity must be at least 0'],
      ['availableQty', 'ten', 'Available Product Quantity must be a number'],
      ['availableQty', 2.5, 'Available Product Quantity must be a whole number'],
      ['orderQty', -2, 'Minimum Order Quantity must be at least 1'],
      ['orderQty', '3', 'Minimum Order Quantity must be a number'],
      ['price', -5, 'Price must not be negative'],
      ['price', 'cheap', 'Price must be a number'],
      ['price', 10.555, 'Price must have at most 2 decimals'],
      ['productName', '   ', messages.product.nameRequired],
      ['productDescription', 'x'.repeat(4001), 'Must be at most 4000 characters'],
      [
        'image',
        'javascript:alert(1)',
        'Image must be an uploaded file or a link starting with http:// or https://',
      ],
      [
        'category',
        'tyres',
        'Category must be one of brake-pads, car-bulbs, air-filters, motor-oil, spark-plugs',
      ],
    ] as const)('refuses %s = %j with %j and changes nothing', async (field, value, message) => {
      const before = await allRows();
      const response = await asAdmin('POST', '/api/services', newProduct({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path: [field], message });
      expect(await allRows()).toEqual(before);
    });

    it('refuses a 10 MB description with a clear message and changes nothing', async () => {
      const before = await allRows();
      const response = await asAdmin(
        'POST',
        '/api/services',
        newProduct({ productDescription: 'x'.repeat(10 * 1024 * 1024) }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/description holds at most 4000 characters/);
      expect(await allRows()).toEqual(before);
    });

    it('refuses customers (403) and visitors (401)', async () => {
      const before = await allRows();
      const asCustomer = await shop.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: customer.headers,
        payload: newProduct(),
      });
      expect(asCustomer.statusCode).toBe(403);
      const anonymous = await shop.app.inject({
        method: 'POST',
        url: '/api/services',
        payload: newProduct(),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(await allRows()).toEqual(before);
    });
  });

  describe('editing', () => {
    it.each(['PUT', 'PATCH'] as const)('lets an admin change fields with %s', async (method) => {
      const { _id } = await addProduct();
      const url = method === 'PUT' ? `/api/services/${_id}` : `/api/service/${_id}`;
      const response = await asAdmin(method, url, { availableQty: 7, price: 12.5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id, availableQty: 7, price: 12.5, orderQty: 2 });
      const [row] = await shop.app.db.select().from(products).where(eq(products.id, _id));
      expect(row).toMatchObject({ availableQty: 7, priceCents: 1250 });
    });

    it('edits every field of the edit screen at once, takes a product out of its category, keeps its fitment', async () => {
      const { _id } = await addProduct({ category: 'spark-plugs' });
      const [axio] = (await shop.app.inject('/api/vehicles?chassisCode=NZE141')).json() as Array<{
        _id: string;
      }>;
      const fitted = await asAdmin('PUT', `/api/services/${_id}/fitment`, {
        fitsAllVehicles: false,
        fitment: [{ vehicleId: axio!._id, quantity: 4 }],
      });
      expect(fitted.statusCode, fitted.body).toBe(200);
      const edited = newProduct({ productName: 'Iridium Plugs (set of 4)', price: 30, category: null });
      const response = await asAdmin('PUT', `/api/services/${_id}`, edited);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        ...edited,
        fitment: [expect.objectContaining({ quantity: 4 })],
      });
      const [row] = await shop.app.db.select().from(products).where(eq(products.id, _id));
      expect(row).toMatchObject({ name: 'Iridium Plugs (set of 4)', category: null, priceCents: 3000 });
    });

    it.each([
      [{ availableQty: -1 }, 'Available Product Quantity must be at least 0'],
      [{ price: 'free' }, 'Price must be a number'],
      [{}, 'Nothing to update'],
      [{ productName: '' }, messages.product.nameRequired],
    ])('refuses %j with %j and changes nothing', async (body, message) => {
      const { _id } = await addProduct();
      const before = await allRows();
      for (const url of [`/api/services/${_id}`, `/api/service/${_id}`]) {
        const response = await asAdmin(url.includes('/services/') ? 'PUT' : 'PATCH', url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await allRows()).toEqual(before);
    });

    it.each([randomUUID(), 'nope'])('answers 404 for an unknown product %j', async (id) => {
      expect((await asAdmin('PUT', `/api/services/${id}`, { availableQty: 1 })).statusCode).toBe(404);
      expect((await asAdmin('PATCH', `/api/service/${id}`, { availableQty: 1 })).statusCode).toBe(404);
    });

    it('refuses customers (403) and visitors (401)', async () => {
      const { _id } = await addProduct();
      const before = await allRows();
      for (const [method, url] of [
        ['PUT', `/api/services/${_id}`],
        ['PATCH', `/api/service/${_id}`],
      ] as const) {
        const asCustomer = await shop.app.inject({
          method,
          url,
          headers: customer.headers,
          payload: { availableQty: 0 },
        });
        expect(asCustomer.statusCode).toBe(403);
        const anonymous = await shop.app.inject({ method, url, payload: { availableQty: 0 } });
        expect(anonymous.statusCode).toBe(401);
      }
      expect(await allRows()).toEqual(before);
    });
  });

  describe('deleting', () => {
    it('removes the product and answers deletedCount 1; a second delete is a 404', async () => {
      const { _id } = await addProduct();
      const response = await asAdmin('DELETE', `/api/services/${_id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });
      const list = (await shop.app.inject('/api/services')).json() as Array<{ _id: string }>;
      expect(list.map((product) => product._id)).not.toContain(_id);
      const again = await asAdmin('DELETE', `/api/services/${_id}`);
      expect(again.statusCode).toBe(404);
      expect((await asAdmin('DELETE', '/api/services/not-an-id')).statusCode).toBe(404);
    });

    it('leaves the orders of a deleted product readable', async () => {
      const { _id } = await addProduct({ productName: 'Cabin Filter to delete' });
      const order = await createOrderRecord(shop.app.db, customer, {
        productId: _id,
        productName: 'Cabin Filter to delete',
        priceCents: 3998,
      });
      expect((await asAdmin('DELETE', `/api/services/${_id}`)).statusCode).toBe(200);
      const [kept] = await shop.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(kept).toMatchObject({
        productId: null,
        productName: 'Cabin Filter to delete',
        priceCents: 3998,
      });
    });

    it('refuses customers (403) and visitors (401)', async () => {
      const { _id } = await addProduct();
      const before = await allRows();
      const asCustomer = await shop.app.inject({
        method: 'DELETE',
        url: `/api/services/${_id}`,
        headers: customer.headers,
      });
      expect(asCustomer.statusCode).toBe(403);
      expect((await shop.app.inject({ method: 'DELETE', url: `/api/services/${_id}` })).statusCode).toBe(401);
      expect(await allRows()).toEqual(before);
    });
  });
});

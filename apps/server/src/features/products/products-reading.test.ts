import { randomUUID } from 'node:crypto';
import { messages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { productRequests } from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('products', () => {
  const shop = useTestShop({ seed: true, customers: 1, admin: true });
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ admin, customer } = shop);
  });
  const { allRows } = productRequests(() => ({ shop, admin }));

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
        lowStockThreshold: 5,
        weightGrams: 1200,
        warrantyMonths: 0,
        // Issue 36: a list carries the brand, SKU and Bangla fields, not the part numbers.
        brand: { _id: expect.any(String), name: 'Toyota Genuine', logo: null },
        sku: expect.stringMatching(/^CP-P\d+$/),
        productNameBn: null,
        productDescriptionBn: null,
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
});

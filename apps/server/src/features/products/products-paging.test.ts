import { PRODUCT_PAGE_SIZE } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { type ListedProduct, productReads } from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('product answers are fast and never stale', () => {
  const shop = useTestShop({ seed: true, customers: 1 });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });
  const { list } = productReads(() => ({ shop, customer }));

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

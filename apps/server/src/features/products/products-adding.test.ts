import { messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { type Customer, TEST_ORIGIN } from '../../test/app.js';
import { newProduct, productRequests, useProductsShop } from '../../test/product-requests.js';

describe('products', () => {
  const shop = useProductsShop();
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ admin, customer } = shop);
  });
  const { asAdmin, allRows, addProduct } = productRequests(() => ({ shop, admin }));

  describe('adding', () => {
    it('stores a product in cents and answers it in dollars', async () => {
      const created = await addProduct({ category: 'spark-plugs', unknownField: 'dropped' });
      expect(created).toEqual({
        _id: expect.any(String),
        ...newProduct({ category: 'spark-plugs' }),
        createdAt: expect.any(String),
        fitsAllVehicles: false,
        lowStockThreshold: 5,
        weightGrams: 500,
        warrantyMonths: 0,
        // Issue 36: no brand, numbers nor Bangla given; the shop's SKU is given.
        brand: null,
        sku: expect.stringMatching(/^CP-P\d+$/),
        partNumbers: [],
        replaces: [],
        productNameBn: null,
        productDescriptionBn: null,
        fitment: [],
      });
      const [row] = await shop.app.db.select().from(products).where(eq(products.id, created._id));
      expect(row).toMatchObject({ priceMinor: 1999, minOrderQty: 2, availableQty: 30 });
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
});

import { randomUUID } from 'node:crypto';
import { messages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { createOrderRecord } from '../../test/factories.js';
import { newProduct, productRequests, useProductsShop } from '../../test/product-requests.js';

describe('products', () => {
  const shop = useProductsShop();
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ admin, customer } = shop);
  });
  const { asAdmin, allRows, addProduct } = productRequests(() => ({ shop, admin }));

  describe('editing', () => {
    it.each(['PUT', 'PATCH'] as const)('lets an admin change fields with %s', async (method) => {
      const { _id } = await addProduct();
      const url = method === 'PUT' ? `/api/services/${_id}` : `/api/service/${_id}`;
      const response = await asAdmin(method, url, { availableQty: 7, price: 12.5 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id, availableQty: 7, price: 12.5, orderQty: 2 });
      const [row] = await shop.app.db.select().from(products).where(eq(products.id, _id));
      expect(row).toMatchObject({ availableQty: 7, priceMinor: 1250 });
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
      expect(row).toMatchObject({ name: 'Iridium Plugs (set of 4)', category: null, priceMinor: 3000 });
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
        priceMinor: 3998,
      });
      expect((await asAdmin('DELETE', `/api/services/${_id}`)).statusCode).toBe(200);
      const [kept] = await shop.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(kept).toMatchObject({
        productId: null,
        productName: 'Cabin Filter to delete',
        priceMinor: 3998,
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

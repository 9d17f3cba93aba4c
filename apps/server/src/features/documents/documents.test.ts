import type { Order } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { customersVerified } from '../../test/phones.js';
import { useTestShop } from '../../test/use-test-shop.js';

const delivery = {
  name: 'Rahim Uddin',
  phone: '01712345678',
  district: 'Dhaka',
  address: 'House 7, Road 3, Mirpur 10',
};

/** Issue 33: an order's invoice and packing slip, for its owner and the shop only. */
describe('GET /api/order/{id}/documents', () => {
  const shop = useTestShop({
    customers: 2,
    admin: true, // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified('01712345678'),
    env: { SHOP_ADDRESS: 'House 27, Road 7 | Dhanmondi, Dhaka 1205' },
  });
  let order: Order;

  const documentsOf = (id: string, caller?: Customer) =>
    shop.app.inject({ url: `/api/order/${id}/documents`, headers: caller?.headers ?? {} });

  beforeAll(async () => {
    const pads = await createProduct(shop.app.db, { name: 'Ceramic Brake Pads', weightGrams: 1200 });
    const oil = await createProduct(shop.app.db, { name: 'Engine Oil 4 L', weightGrams: 3800 });
    const checkout = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shop.customer.headers,
      payload: {
        items: [
          { productId: pads.id, quantity: 2, size: 'M' },
          { productId: oil.id, quantity: 1, size: 'M' },
        ],
        paymentMethod: 'cod',
        delivery,
      },
    });
    expect(checkout.statusCode).toBe(200);
    order = checkout.json();
  });

  it("gives the owner the invoice's and the slip's data: shop, lines, weight, amount to collect", async () => {
    const response = await documentsOf(order._id, shop.customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const documents = response.json();
    expect(documents.shop).toEqual({
      name: 'Chaka Parts',
      address: ['House 27, Road 7', 'Dhanmondi, Dhaka 1205'],
    });
    expect(documents).toMatchObject({
      orderNumber: order.orderNumber,
      paymentMethod: 'cod',
      paid: false,
      delivery: { name: 'Rahim Uddin', phone: '+8801712345678', district: 'Dhaka' },
    });
    const weights = documents.lines.map((line: { weightGrams: number }) => line.weightGrams);
    expect(documents.parcelWeightGrams).toBe(weights.reduce((a: number, b: number) => a + b, 0));
    expect(weights).toEqual([2400, 3800]);
    expect(documents.parcelWeightGrams).toBe(6200);
    expect(documents.totalMinor).toBe(documents.subtotalMinor + documents.deliveryFeeMinor);
    expect(documents.amountToCollectMinor).toBe(documents.totalMinor);
  });

  it('gives the admin any order, and never another customer or a visitor', async () => {
    expect((await documentsOf(order._id, shop.admin)).statusCode).toBe(200);
    const other = await documentsOf(order._id, shop.other);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Mirpur');
    const visitor = await documentsOf(order._id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain('Mirpur');
    expect((await documentsOf('00000000-0000-4000-8000-000000000000', shop.admin)).statusCode).toBe(404);
  });

  it('has nothing left to collect once the order is paid', async () => {
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        headers: shop.admin.headers,
        payload: { status, courier: 'Pathao', trackingNumber: 'PTH-1' },
      });
      expect(moved.statusCode, status).toBe(200);
    }
    const documents = (await documentsOf(order._id, shop.customer)).json();
    expect(documents).toMatchObject({ paid: true, amountToCollectMinor: 0, status: 'delivered' });
  });
});

import type { Order } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, smsQueue, verifiedPhones } from '../db/schema/index.js';
import type { Customer } from './app.js';
import { createProduct } from './factories.js';
import type { ShopUnderTest } from './use-test-shop.js';

/**
 * What the order SMS tests do with a shop (issue 34): place an order to a phone, move it as the
 * admin, and read what its SMS queue holds. Each test orders to a phone of its own.
 */
let serial = 0;
/** A Grameenphone number no other test in the process uses, as a customer types it. */
export function newPhone(): string {
  serial += 1;
  const digits = `${process.pid % 1000}`.padStart(3, '0') + `${serial}`.padStart(5, '0');
  return `017${digits}`;
}
/** The same number as the shop stores it. */
export const stored = (phone: string) => `+880${phone.replace(/\D/g, '').slice(1)}`;

export function orderSmsScene(shop: ShopUnderTest) {
  const scene = {
    /** The customer proved the phone: their cash orders to it need not wait for a code. */
    async verify(customer: Customer, phone: string) {
      await shop.app.db
        .insert(verifiedPhones)
        .values({ userId: customer.id, phone: stored(phone) })
        .onConflictDoNothing();
    },
    async choose(customer: Customer, locale: 'bn' | 'en') {
      const chosen = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: customer.headers,
        payload: { locale },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
    },
    /** A cash order of one part to `phone` (verified first), or without delivery details when null. */
    async place(customer: Customer, phone: string | null): Promise<Order> {
      if (phone) await scene.verify(customer, phone);
      const product = await createProduct(shop.app.db, { name: 'Axio Brake Pads', priceMinor: 1250 });
      const delivery = phone && { name: customer.name, phone, district: 'Dhaka', address: 'Flat 4B, Banani' };
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: {
          productId: product.id,
          quantity: 1,
          size: 'M',
          ...(delivery ? { paymentMethod: 'cod', delivery } : {}),
        },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return placed.json<Order>();
    },
    async move(id: string, payload: Record<string, unknown>) {
      const moved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}/status`,
        headers: shop.admin.headers,
        payload,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    },
    ship: (id: string) =>
      scene.move(id, { status: 'shipped', courier: 'Pathao', trackingNumber: 'DL121224' }),
    async cancel(customer: Customer, id: string) {
      const cancelled = await shop.app.inject({
        method: 'DELETE',
        url: `/api/orders/${id}`,
        headers: customer.headers,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    },
    /** The kinds of SMS the order has waiting in the queue. */
    async queued(id: string) {
      await shop.app.orders.smsQueue.settled();
      const rows = await shop.app.db.select().from(smsQueue).where(eq(smsQueue.orderId, id));
      return rows.map((row) => row.kind);
    },
    async totalOf(id: string) {
      const [row] = await shop.app.db
        .select({ totalMinor: orders.totalMinor })
        .from(orders)
        .where(eq(orders.id, id));
      return row!.totalMinor;
    },
    /** Time passes until every queued SMS is due again. */
    allDueNow: () => shop.app.db.update(smsQueue).set({ dueAt: new Date(Date.now() - 1000) }),
  };
  return scene;
}

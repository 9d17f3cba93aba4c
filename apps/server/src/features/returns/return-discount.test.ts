import type { OrderDetail } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/index.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { createPromotionAs, lineOf } from '../../test/promotion-requests.js';
import { send } from '../../test/return-scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Issue 37: a part bought with a discount is refunded what was paid for it, never its list price.

describe('refunding a discounted part', () => {
  const shop = useTestShop({ customers: 1, admin: true });

  it('refunds the discounted price of the returned units', async () => {
    const { app, admin, customer } = shop;
    const part = await createProduct(app.db, { priceMinor: 1250 });
    const code = (await createPromotionAs(app, admin, { kind: 'percent', value: 10 })).json().code;
    const placed = await checkout(app, customer, { items: [lineOf(part, 3)], code });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<OrderDetail>();
    expect(order.lines[0]).toMatchObject({ price: 37.5, discount: 3.75 });
    // Delivered and paid at the door, as the shop records it.
    await app.db.update(orders).set({ status: 'delivered', paid: true }).where(eq(orders.id, order._id));
    await app.db.insert(orderEvents).values({ orderId: order._id, status: 'delivered', by: 'Shop Admin' });
    const opened = await send(app, customer, 'POST', `/api/orders/${order._id}/returns`, {
      lines: [{ productId: part.id, quantity: 2 }],
      reason: 'wrong_fit',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    await send(app, admin, 'PATCH', `/api/returns/${opened.body._id}`, { status: 'approved' });
    const got = await send(app, admin, 'PATCH', `/api/returns/${opened.body._id}`, { status: 'received' });
    // Two of three units at $12.50 less 10%: $22.50, not $25.
    expect(got.body.refundable).toBe(22.5);
    const refunded = await send(app, admin, 'POST', `/api/returns/${opened.body._id}/refund`, {
      method: 'manual',
      reference: 'bKash 01712345678 TrxID 8K2M',
    });
    expect(refunded.body).toMatchObject({ status: 'refunded', refunded: 22.5 });
  });
});

import type { Order, OrderDetail } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { checkout } from '../../../test/cart-requests.js';
import { createProduct } from '../../../test/factories.js';
import { attemptsOf, readOrder, startSession, useSslcommerzShop } from '../../../test/sslcommerz-shop.js';

// A checkout of several parts is one order: SSLCommerz is asked for its total once, with every part
// named, and one validated payment marks the whole order paid.

describe('paying a checkout through SSLCommerz (against the stand-in gateway)', () => {
  const { state } = useSslcommerzShop({ SHOP_CURRENCY: 'BDT' });

  it('opens one session for the total of every part and marks every part paid', async () => {
    const { app, gateway, customer } = state;
    const pads = await createProduct(app.db, {
      name: 'Brake Pads',
      priceMinor: 189_900,
      category: 'Brake Pads',
    });
    const bulbs = await createProduct(app.db, { name: 'H4 Bulbs', priceMinor: 45_000 });
    const placed = await checkout(app, customer, {
      items: [
        { productId: pads.id, quantity: 1, size: 'M' },
        { productId: bulbs.id, quantity: 2, size: 'SM' },
      ],
      paymentMethod: 'online',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json<OrderDetail>();
    // 1,899 + 2 x 450 taka, and 120 taka to Sylhet.
    expect(order).toMatchObject({ subtotal: 2799, deliveryFee: 120, total: 2919 });

    const started = await startSession(app, customer, order._id);
    expect(started.statusCode, started.body).toBe(200);
    const [attempt] = await attemptsOf(app, order._id);
    expect(gateway.sessionFor(attempt!.intentId)!.fields).toMatchObject({
      total_amount: '2919.00',
      currency: 'BDT',
      num_of_item: '3',
      product_name: 'Brake Pads, H4 Bulbs',
    });

    await gateway.completePayment(started.json().url, { method: 'bkash', outcome: 'pay' });
    expect(await readOrder(app, customer, order._id)).toMatchObject({
      paid: true,
      transactionId: attempt!.intentId,
    });
    const attempts = await attemptsOf(app, order._id);
    expect(attempts.map(({ status, amountMinor }) => ({ status, amountMinor }))).toEqual([
      { status: 'succeeded', amountMinor: 291_900 },
    ]);
    const list = await app.inject({ url: `/api/orders/${customer.email}`, headers: customer.headers });
    const rows = list.json<Order[]>().filter((row) => row._id === order._id);
    expect(rows.map((row) => [row.productName, row.paid])).toEqual([
      ['Brake Pads', true],
      ['H4 Bulbs', true],
    ]);
  });
});

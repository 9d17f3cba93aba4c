import type { Order } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { GOOD_CARD } from '../../test/scene.js';
import { useTestShop } from '../../test/use-test-shop.js';

// Adding delivery details to an unpaid order can change its fee and so its total. A payment started
// for the old total must then never charge the card: the amount paid is always the order's total.

const SYLHET = {
  name: 'Nusrat Jahan',
  phone: '01712345678',
  district: 'Sylhet',
  address: 'House 12, Zindabazar',
};
const DHAKA = { ...SYLHET, district: 'Dhaka', address: 'Flat 4B, Road 11, Banani' };

describe('delivery details and an open payment', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan'] });
  let app: App;
  let customer: Customer;

  const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    app.inject({ method, url, headers: customer.headers, payload });
  const startPayment = async (orderId: string) => {
    const response = await send('POST', '/create-payment-intent', { orderId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ clientSecret: string }>().clientSecret;
  };
  const payByCard = (clientSecret: string) =>
    send('POST', '/api/payments/test/confirm', { clientSecret, ...GOOD_CARD });

  beforeAll(() => {
    ({ app, customer } = shop);
  });

  it('cancels a payment started for the old total when the fee changes, and charges the new total', async () => {
    const product = await createProduct(app.db, { priceMinor: 1250 });
    const placed = await send('POST', '/api/orders', { productId: product.id, quantity: 2, size: 'M' });
    const order = placed.json<Order>();
    expect(order).toMatchObject({ deliveryFee: 2, total: 27 });
    const oldSecret = await startPayment(order._id);

    const moved = await send('PATCH', `/api/orders/${order._id}/delivery`, DHAKA);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ deliveryFee: 1, total: 26 });

    // The payment form of the old total can no longer charge anything.
    const stale = await payByCard(oldSecret);
    expect(stale.statusCode).toBe(400);

    const card = await payByCard(await startPayment(order._id));
    expect(card.statusCode, card.body).toBe(200);
    const transactionId = card.json<{ transactionId: string }>().transactionId;
    const confirmed = await send('PATCH', `/api/order/${order._id}`, {
      transactionId,
      appointmentId: order._id,
      email: customer.email,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [payment] = await app.db.query.payments.findMany({
      where: (payments, { eq }) => eq(payments.intentId, transactionId),
    });
    expect(payment?.amountMinor).toBe(2600);
    const after = await app.inject({ url: `/api/order/${order._id}`, headers: customer.headers });
    expect(after.json()).toMatchObject({ paid: true, total: 26, transactionId });
  });

  it('keeps a payment going when the new details leave the fee as it was', async () => {
    const product = await createProduct(app.db, { priceMinor: 1250 });
    const placed = await send('POST', '/api/orders', { productId: product.id, quantity: 1, size: 'L' });
    const order = placed.json<Order>();
    const secret = await startPayment(order._id);
    const updated = await send('PATCH', `/api/orders/${order._id}/delivery`, SYLHET);
    expect(updated.json()).toMatchObject({ deliveryFee: 2, total: 14.5 });
    expect((await payByCard(secret)).statusCode).toBe(200);
  });
});

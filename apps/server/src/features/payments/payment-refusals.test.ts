import { orderMessages, paymentMessages } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orders, payments } from '../../db/schema/index.js';
import { type Customer, signUpAdmin, TEST_ORIGIN } from '../../test/app.js';
import {
  confirmPayment,
  payWithCard,
  placePricedOrder as placeOrder,
  readOrder,
  startPayment,
} from '../../test/payment-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('payments with the built-in test provider: what is refused and what is kept', () => {
  const shop = useTestShop({ customers: 2 });
  let app: App;
  let customer: Customer;
  let other: Customer;
  beforeAll(() => {
    ({ app, customer, other } = shop);
  });

  it("refuses a paid transaction of another order, even the customer's own", async () => {
    const paidOrder = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, paidOrder._id)).json();
    const { transactionId } = (await payWithCard(app, customer, clientSecret)).json();
    expect((await confirmPayment(app, customer, paidOrder, transactionId)).statusCode).toBe(200);

    const unpaid = await placeOrder(app, customer);
    const reused = await confirmPayment(app, customer, unpaid, transactionId);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(paymentMessages.otherOrder);
    expect((await readOrder(app, customer, unpaid._id)).paid).toBe(false);
  });

  it('refuses an appointmentId that is not the order in the path', async () => {
    const order = await placeOrder(app, customer);
    const another = await placeOrder(app, customer);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}`,
      headers: customer.headers,
      payload: {
        transactionId: 'pi_3MtwBwLkdIwHu7ix28a3tqPa',
        appointmentId: another._id,
        email: customer.email,
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps other customers away from an order's payment", async () => {
    const order = await placeOrder(app, customer);
    expect((await startPayment(app, other, order._id)).statusCode).toBe(403);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    expect((await payWithCard(app, other, clientSecret)).statusCode).toBe(403);
    const { transactionId } = (await payWithCard(app, customer, clientSecret)).json();
    expect((await confirmPayment(app, other, order, transactionId)).statusCode).toBe(403);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
  });

  it('answers 404 for an unknown order and 401 without a session', async () => {
    expect((await startPayment(app, customer, '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11')).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      payload: { orderId: '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('in a shop that delivers every order free', () => {
    const freeShop = useTestShop({ env: { FREE_DELIVERY_OVER: '0' }, customers: 1 });

    it('needs no payment for a free order', async () => {
      // Free parts delivered free: nothing to pay (a free part alone still pays its delivery).
      const buyer = freeShop.customer;
      const order = await placeOrder(freeShop.app, buyer, 0);
      expect(order).toMatchObject({ price: 0, deliveryFee: 0, total: 0 });
      const response = await startPayment(freeShop.app, buyer, order._id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(paymentMessages.free);
    });
  });

  it('settles a payment that went through but was never confirmed, instead of charging again', async () => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const { transactionId } = (await payWithCard(app, customer, clientSecret)).json();
    const reopened = await startPayment(app, customer, order._id);
    expect(reopened.statusCode).toBe(409);
    expect(await readOrder(app, customer, order._id)).toMatchObject({ paid: true, transactionId });
  });

  it('cancels the open payment of an unpaid order that is cancelled, and keeps its record', async () => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: { cookie: customer.cookie, origin: TEST_ORIGIN },
    });
    expect(cancelled.statusCode).toBe(200);
    const intentId = clientSecret.split('_secret_')[0];
    const [record] = await app.db.select().from(payments).where(eq(payments.intentId, intentId));
    // The order stays on record as cancelled, and so does its payment's link to it.
    expect(record).toMatchObject({ orderId: order._id, status: 'canceled' });
    // Its card form can no longer charge anything.
    const late = await payWithCard(app, customer, clientSecret);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(orderMessages.cancelledNoPayment);
  });

  it('charges an order once, even when two of its payments are open at the same time', async () => {
    const order = await placeOrder(app, customer);
    const first = (await startPayment(app, customer, order._id)).json().clientSecret;
    const firstId = first.split('_secret_')[0];
    // Two payment screens that raced each other each got an intent of their own.
    await app.db.update(payments).set({ status: 'processing' }).where(eq(payments.intentId, firstId));
    const second = (await startPayment(app, customer, order._id)).json().clientSecret;
    await app.db
      .update(payments)
      .set({ status: 'requires_payment_method' })
      .where(eq(payments.intentId, firstId));
    expect(second).not.toBe(first);

    expect((await payWithCard(app, customer, first)).statusCode).toBe(200);
    const again = await payWithCard(app, customer, second);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(paymentMessages.alreadyPaid);
    const succeeded = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order._id), eq(payments.status, 'succeeded')));
    expect(succeeded).toHaveLength(1);
  });

  it('does not offer the Stripe webhook while the test provider is in use', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('does not let an admin pay for a customer', async () => {
    const admin = await signUpAdmin(app);
    const order = await placeOrder(app, customer);
    expect((await startPayment(app, admin, order._id)).statusCode).toBe(403);
    await app.db.delete(orders).where(eq(orders.id, order._id));
  });
});

import { cardMessages, type Order, orderMessages, paymentMessages, testPaymentPaths } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orders, payments } from '../../db/schema/index.js';
import {
  type Customer,
  createTestShop,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  type TestShop,
} from '../../test/app.js';
import { placeOrder as placeOrderThroughApi } from '../../test/factories.js';

/** An order of the customer, placed through the API, of a product of `priceCents` each. */
const placeOrder = (app: App, customer: Customer, priceCents = 1250, quantity = 2): Promise<Order> =>
  placeOrderThroughApi(app, customer, { quantity, product: { priceCents, availableQty: 50 } });

const startPayment = (app: App, customer: Customer, orderId: string) =>
  app.inject({
    method: 'POST',
    url: '/create-payment-intent',
    headers: customer.headers,
    payload: { orderId },
  });

const payWithCard = (
  app: App,
  customer: Customer,
  clientSecret: string,
  card: Partial<{ cardNumber: string; expiry: string; cvc: string }> = {},
) =>
  app.inject({
    method: 'POST',
    url: testPaymentPaths.confirm,
    headers: customer.headers,
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', ...card },
  });

const confirmPayment = (app: App, customer: Customer, order: Order, transactionId: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/order/${order._id}`,
    headers: customer.headers,
    payload: { transactionId, appointmentId: order._id, email: customer.email },
  });

const readOrder = async (app: App, customer: Customer, id: string): Promise<Order> =>
  (await app.inject({ url: `/api/order/${id}`, headers: customer.headers })).json();

describe('payments with the built-in test provider', () => {
  let shop: TestShop;
  let app: App;
  let customer: Customer;
  let other: Customer;
  beforeAll(async () => {
    shop = await createTestShop();
    app = shop.app;
    customer = await signUp(app, { name: 'Rahim Uddin' });
    other = await signUp(app, { name: 'Karim Ahmed' });
  });
  afterAll(() => shop.close());

  it('takes an order from intent to card to paid, and records the payment', async () => {
    const order = await placeOrder(app, customer);
    const intent = await startPayment(app, customer, order._id);
    expect(intent.statusCode).toBe(200);
    const { clientSecret } = intent.json();
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]{24}_secret_/);

    const charged = await payWithCard(app, customer, clientSecret);
    expect(charged.statusCode).toBe(200);
    const { transactionId } = charged.json();
    expect(transactionId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(clientSecret.startsWith(`${transactionId}_secret_`)).toBe(true);
    // The card went through, but the order is paid only once the payment is confirmed for it.
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);

    const confirmed = await confirmPayment(app, customer, order, transactionId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(app, customer, order._id)).toMatchObject({ paid: true, transactionId });

    const [record] = await app.db.select().from(payments).where(eq(payments.intentId, transactionId));
    expect(record).toMatchObject({
      provider: 'test',
      orderId: order._id,
      // Two parts of $12.50 and the $2 delivery outside Dhaka: the order's total.
      amountCents: 2700,
      status: 'succeeded',
    });
    expect(record!.createdAt).toBeInstanceOf(Date);
    expect(record!.updatedAt).toBeInstanceOf(Date);

    const again = await confirmPayment(app, customer, order, transactionId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(app, customer, order._id)).toMatchObject({ paid: true, transactionId });

    expect((await startPayment(app, customer, order._id)).statusCode).toBe(409);
    expect((await payWithCard(app, customer, clientSecret)).statusCode).toBe(409);
  });

  it('hands out the same intent when the payment screen is opened twice', async () => {
    const order = await placeOrder(app, customer);
    const first = (await startPayment(app, customer, order._id)).json().clientSecret;
    const second = (await startPayment(app, customer, order._id)).json().clientSecret;
    expect(second).toBe(first);
    const records = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(records).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', cardMessages.declined],
    ['4000 0000 0000 9995', cardMessages.insufficientFunds],
    ['4000 0000 0000 0069', cardMessages.expired],
    ['4000 0000 0000 0127', cardMessages.incorrectCvc],
    ['4012 8888 8888 1881', cardMessages.notATestCard],
  ])('refuses card %s with %j (402) and leaves the order unpaid', async (cardNumber, message) => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const refused = await payWithCard(app, customer, clientSecret, { cardNumber });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(message);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
    const [record] = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(record!.status).toBe('requires_payment_method');
    // The failed intent cannot mark the order paid...
    const forged = await confirmPayment(app, customer, order, clientSecret.split('_secret_')[0]);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(paymentMessages.notSucceeded);
    // ...and the customer can try again with another card.
    expect((await payWithCard(app, customer, clientSecret)).statusCode).toBe(200);
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, cardMessages.numberInvalid],
    [{ cardNumber: '4242 4242' }, cardMessages.numberIncomplete],
    [{ cardNumber: '' }, cardMessages.numberIncomplete],
    [{ cardNumber: '4242 abcd 4242 4242' }, cardMessages.numberInvalid],
    [{ expiry: '01 / 20' }, cardMessages.expired],
    [{ expiry: '13 / 30' }, cardMessages.expiryInvalid],
    [{ expiry: '1' }, cardMessages.expiryIncomplete],
    [{ cvc: '12' }, cardMessages.cvcIncomplete],
    [{ cvc: '12a' }, cardMessages.cvcInvalid],
    [{ cvc: '12345' }, cardMessages.cvcInvalid],
  ])('refuses the card details %j with %j', async (card, message) => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const refused = await payWithCard(app, customer, clientSecret, card);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
  });

  it('needs four security digits on an American Express card', async () => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const short = await payWithCard(app, customer, clientSecret, {
      cardNumber: '3782 822463 10005',
      cvc: '123',
    });
    expect(short.json().message).toBe(cardMessages.cvcIncomplete);
    const paid = await payWithCard(app, customer, clientSecret, {
      cardNumber: '3782 822463 10005',
      cvc: '1234',
    });
    expect(paid.statusCode).toBe(200);
  });

  it('refuses a made-up client secret and a made-up transaction id', async () => {
    const order = await placeOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const intentId = clientSecret.split('_secret_')[0];
    const tampered = await payWithCard(
      app,
      customer,
      `${intentId}_secret_forgedforgedforgedforgedforgedforgedforg`,
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(cardMessages.secretInvalid);

    for (const transactionId of ['pi_3MtwBwLkdIwHu7ix28a3tqPa', 'made-up', 'pi_']) {
      const response = await confirmPayment(app, customer, order, transactionId);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(paymentMessages.notVerified);
    }
    expect((await readOrder(app, customer, order._id)).paid).toBe(false);
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

  it('needs no payment for a free order', async () => {
    // Free parts delivered free: nothing to pay (a free part alone still pays its delivery).
    const freeShop = await createTestShop({ FREE_DELIVERY_OVER: '0' });
    const buyer = await signUp(freeShop.app, { name: 'Rahim Uddin' });
    const order = await placeOrder(freeShop.app, buyer, 0);
    expect(order).toMatchObject({ price: 0, deliveryFee: 0, total: 0 });
    const response = await startPayment(freeShop.app, buyer, order._id);
    await freeShop.close();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(paymentMessages.free);
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

import { type Order, type OrderDetail, orderMessages } from '@chaka/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { payments, products } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { checkout } from '../../test/cart-requests.js';
import { createProduct } from '../../test/factories.js';
import { customersVerified } from '../../test/phones.js';
import { GOOD_CARD } from '../../test/scene.js';
import { mailPart } from '../../test/smtp.js';
import { type StandIn, startStripeStandIn, stripeShopSettings } from '../../test/stripe-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';

// One payment pays a whole checkout: the card is charged the order's total once, and every part of
// it is paid. Cancelling an unpaid checkout gives every part's stock back at once.

/** A checkout of three parts (oil, filter, plugs: $91 with the $2 fee to Sylhet), paid as told. */
async function checkoutThreeParts(app: App, customer: Customer, paymentMethod: 'online' | 'cod' = 'online') {
  const parts = [
    await createProduct(app.db, { name: 'Engine Oil 4L', priceMinor: 3000, availableQty: 10 }),
    await createProduct(app.db, { name: 'Oil Filter', priceMinor: 850, availableQty: 10 }),
    await createProduct(app.db, { name: 'Spark Plugs', priceMinor: 1400, availableQty: 10 }),
  ];
  const response = await checkout(app, customer, {
    items: parts.map((part, index) => ({ productId: part.id, quantity: index + 1, size: 'M' })),
    paymentMethod,
  });
  expect(response.statusCode, response.body).toBe(200);
  const order = response.json<OrderDetail>();
  expect(order).toMatchObject({ subtotal: 89, deliveryFee: 2, total: 91, lineCount: 3 });
  return { order, parts };
}

/** The rows of an order in the customer's My Orders list (every status). */
async function myRows(app: App, customer: Customer, orderId: string): Promise<Order[]> {
  const response = await app.inject({
    url: `/api/orders/${customer.email}?status=all`,
    headers: customer.headers,
  });
  return response.json<Order[]>().filter((row) => row._id === orderId);
}

describe('paying and cancelling a checkout', () => {
  const shop = useTestShop({
    customers: ['Nusrat Jahan'],
    admin: true,
    // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified('01712345678'),
  });
  let app: App;
  let customer: Customer;
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: customer.headers, payload });

  beforeAll(() => {
    ({ app, customer } = shop);
  });

  it('charges the total once by card and marks every part paid', async () => {
    const { order } = await checkoutThreeParts(app, customer);
    const intent = await send('POST', '/create-payment-intent', { orderId: order._id });
    expect(intent.statusCode, intent.body).toBe(200);
    const card = await send('POST', '/api/payments/test/confirm', {
      clientSecret: intent.json().clientSecret,
      ...GOOD_CARD,
    });
    expect(card.statusCode, card.body).toBe(200);
    const { transactionId } = card.json<{ transactionId: string }>();
    const confirmed = await send('PATCH', `/api/order/${order._id}`, {
      transactionId,
      appointmentId: order._id,
      email: customer.email,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const charged = await app.db.select().from(payments).where(eq(payments.orderId, order._id));
    expect(charged.map(({ amountMinor, status }) => ({ amountMinor, status }))).toEqual([
      { amountMinor: 9100, status: 'succeeded' },
    ]);
    const rows = await myRows(app, customer, order._id);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ paid: true, transactionId, total: 91 });

    // Paid: it can no longer be cancelled, and a second payment is refused.
    expect((await send('DELETE', `/api/orders/${order._id}`)).statusCode).toBe(409);
    expect((await send('POST', '/create-payment-intent', { orderId: order._id })).statusCode).toBe(409);
  });

  it('cancels every part of an unpaid checkout and gives back every line’s stock', async () => {
    const { order, parts } = await checkoutThreeParts(app, customer);
    const ids = parts.map((part) => part.id);
    const stock = async () =>
      (await app.db.select().from(products).where(inArray(products.id, ids)))
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
        .map((row) => row.availableQty);
    expect(await stock()).toEqual([9, 8, 7]);

    const cancelled = await send('DELETE', `/api/orders/${order._id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stock()).toEqual([10, 10, 10]);
    const rows = await myRows(app, customer, order._id);
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    const again = await send('DELETE', `/api/orders/${order._id}`);
    expect(again.json().message).toBe(orderMessages.cancelledAlready);
    expect(await stock()).toEqual([10, 10, 10]);
  });

  it('collects cash on delivery once, for the whole order', async () => {
    const { admin } = shop;
    const { order } = await checkoutThreeParts(app, customer, 'cod');
    const move = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        headers: admin.headers,
        payload,
      });
    expect((await move({ status: 'confirmed' })).statusCode).toBe(200);
    expect((await move({ status: 'shipped', courier: 'Pathao', trackingNumber: 'PT12345' })).statusCode).toBe(
      200,
    );
    expect((await move({ status: 'delivered' })).statusCode).toBe(200);
    for (const row of await myRows(app, customer, order._id))
      expect(row).toMatchObject({
        paid: true,
        transactionId: `COD-${order.orderNumber}`,
        status: 'delivered',
      });
  });

  it('sends one confirmation listing every part, with one fee and the total', async () => {
    const { order } = await checkoutThreeParts(app, customer);
    const mail = await shop.smtp.waitForMail(customer.email, (one) =>
      one.subject.includes(order.orderNumber),
    );
    expect(mail.subject).toBe(`Your order ${order.orderNumber} is placed`);
    const text = mailPart(mail, 'text/plain');
    for (const line of [
      `Thank you for your order ${order.orderNumber}: 3 parts in one delivery.`,
      '1 x Engine Oil 4L (size M): $30',
      '2 x Oil Filter (size M): $17',
      '3 x Spark Plugs (size M): $42',
      'Subtotal: $89',
      'Delivery fee: $2',
      'Total: $91',
    ])
      expect(text).toContain(line);
    const confirmations = shop.smtp.inbox.filter(
      (one) => one.to.includes(customer.email) && one.subject.includes(order.orderNumber),
    );
    expect(confirmations).toHaveLength(1);
  });
});

describe('paying a checkout with Stripe (against the stand-in)', () => {
  let standIn: StandIn;
  // The stand-in is up before the shop is built and closed after it (after hooks run in reverse).
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn?.close());
  const shop = useTestShop(() => {
    const { env, options } = stripeShopSettings(standIn);
    return { ...options, env, customers: 1 };
  });
  let customer: Customer;
  beforeAll(() => {
    customer = shop.customer;
  });

  it('asks Stripe for the total once and marks the whole order paid once it succeeded', async () => {
    const { app } = shop;
    const { order } = await checkoutThreeParts(app, customer);
    const started = await app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: order._id, price: 0.01 },
    });
    const { clientSecret } = started.json();
    const intent = [...standIn.intents.values()].find((one) => one.client_secret === clientSecret)!;
    expect(intent).toMatchObject({ amount: 9100, currency: 'usd' });
    standIn.succeed(intent.id);
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}`,
      headers: customer.headers,
      payload: { transactionId: intent.id, appointmentId: order._id, email: customer.email },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const rows = await myRows(app, customer, order._id);
    expect(rows.map((row) => row.paid)).toEqual([true, true, true]);
    expect([...standIn.intents.values()].filter((one) => one.metadata.orderId === order._id)).toHaveLength(1);
  });
});

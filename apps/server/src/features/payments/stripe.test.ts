import { randomBytes } from 'node:crypto';
import { type Order, paymentMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { payments, products } from '../../db/schema/index.js';
import { type Customer, createTestShop, signUp, type TestShop } from '../../test/app.js';
import { placeOrder as placeOrderThroughApi } from '../../test/factories.js';
import {
  type FakeIntent,
  STRIPE_WEBHOOK_SECRET_FOR_TESTS,
  type StandIn,
  startStripeStandIn,
  stripeShopSettings,
} from '../../test/stripe-stand-in.js';

const WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET_FOR_TESTS;

const signer = new Stripe('sk_test_signer_only');
function signedWebhook(app: App, event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const intentEvent = (type: string, intent: FakeIntent) => ({
  id: `evt_${randomBytes(8).toString('hex')}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object: intent },
});

describe('payments with Stripe (against a local stand-in for its API)', () => {
  let standIn: StandIn;
  let shop: TestShop;
  let app: App;
  let customer: Customer;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const { env, options } = stripeShopSettings(standIn);
    shop = await createTestShop(env, options);
    app = shop.app;
    customer = await signUp(app);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  const placeOrder = (): Promise<Order> =>
    placeOrderThroughApi(app, customer, {
      quantity: 3,
      size: 'L',
      product: { priceCents: 1899, availableQty: 10 },
    });

  async function createIntent(order: Order): Promise<FakeIntent> {
    const response = await app.inject({
      method: 'POST',
      url: '/create-payment-intent',
      headers: customer.headers,
      payload: { orderId: order._id, price: 0.01 },
    });
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json();
    return [...standIn.intents.values()].find((intent) => intent.client_secret === clientSecret)!;
  }

  const confirm = (order: Order, transactionId: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/order/${order._id}`,
      headers: customer.headers,
      payload: { transactionId, appointmentId: order._id, email: customer.email },
    });

  const readOrder = async (id: string): Promise<Order> =>
    (await app.inject({ url: `/api/order/${id}`, headers: customer.headers })).json();

  it('charges a shop in taka in taka: the total in poisha, currency bdt', async () => {
    const { env, options } = stripeShopSettings(standIn);
    const taka = await createTestShop({ ...env, SHOP_CURRENCY: 'BDT' }, options);
    try {
      const buyer = await signUp(taka.app);
      // Two parts of 1,899 taka, delivered outside Dhaka for 120 taka.
      const order = await placeOrderThroughApi(taka.app, buyer, {
        quantity: 2,
        product: { priceCents: 189_900, availableQty: 10 },
      });
      const response = await taka.app.inject({
        method: 'POST',
        url: '/create-payment-intent',
        headers: buyer.headers,
        payload: { orderId: order._id },
      });
      const { clientSecret } = response.json();
      const intent = [...standIn.intents.values()].find((one) => one.client_secret === clientSecret);
      expect(intent).toMatchObject({ amount: 391_800, currency: 'bdt' });
    } finally {
      await taka.close();
    }
  });

  it("tells the web app to use Stripe's card element with the publishable key", async () => {
    const config = (await app.inject('/api/config')).json();
    expect(config).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_chaka_standin',
    });
  });

  it("creates a PaymentIntent for the order's own amount, with its id in metadata and one idempotency key per order", async () => {
    const order = await placeOrder();
    const intent = await createIntent(order);
    expect(intent).toMatchObject({ amount: 5897, currency: 'usd', metadata: { orderId: order._id } });
    expect(intent.receipt_email).toBe(customer.email);
    const [call] = standIn.requests;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: `order-${order._id}-5897`,
      auth: 'Bearer sk_test_chaka_standin',
    });
    const again = await createIntent(order);
    expect(again.id).toBe(intent.id);
    const [record] = await app.db.select().from(payments).where(eq(payments.intentId, intent.id));
    expect(record).toMatchObject({ provider: 'stripe', orderId: order._id, amountCents: 5897 });
  });

  it('marks the order paid once Stripe says the intent succeeded, and only then', async () => {
    const order = await placeOrder();
    const intent = await createIntent(order);
    const early = await confirm(order, intent.id);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(paymentMessages.notSucceeded);
    expect((await readOrder(order._id)).paid).toBe(false);

    standIn.succeed(intent.id);
    const confirmed = await confirm(order, intent.id);
    expect(confirmed.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
    expect(
      standIn.requests.some(
        (call) => call.method === 'GET' && call.path === `/v1/payment_intents/${intent.id}`,
      ),
    ).toBe(true);
    expect((await confirm(order, intent.id)).json()).toEqual({ modifiedCount: 1 });
  });

  it('refuses an intent Stripe does not know, and one of another amount', async () => {
    const order = await placeOrder();
    const unknown = await confirm(order, 'pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(paymentMessages.notVerified);

    const intent = await createIntent(order);
    standIn.succeed(intent.id).amount = 1;
    const cheaper = await confirm(order, intent.id);
    expect(cheaper.statusCode).toBe(400);
    expect((await readOrder(order._id)).paid).toBe(false);
  });

  it('answers 502 and records nothing when Stripe cannot be reached', async () => {
    const order = await placeOrder();
    standIn.unreachable = true;
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/create-payment-intent',
        headers: customer.headers,
        payload: { orderId: order._id },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(paymentMessages.providerDown);
      const confirmed = await confirm(order, 'pi_3MtwBwLkdIwHu7ix28a3tqPa');
      expect(confirmed.statusCode).toBe(502);
    } finally {
      standIn.unreachable = false;
    }
    expect(await app.db.select().from(payments).where(eq(payments.orderId, order._id))).toEqual([]);
    expect((await readOrder(order._id)).paid).toBe(false);
  });

  describe('cancelling an order', () => {
    const cancel = (order: Order) =>
      app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: customer.headers });
    const stockOf = async (order: Order) =>
      (await app.db.select().from(products).where(eq(products.id, order.productId!)))[0]!.availableQty;

    it('cancels its payment at Stripe, so a payment screen left open cannot charge the card', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      const cancelled = await cancel(order);
      expect(cancelled.statusCode).toBe(200);
      expect(standIn.intents.get(intent.id)!.status).toBe('canceled');
      expect(standIn.requests).toContainEqual(
        expect.objectContaining({ method: 'POST', path: `/v1/payment_intents/${intent.id}/cancel` }),
      );
      const [record] = await app.db.select().from(payments).where(eq(payments.intentId, intent.id));
      expect(record).toMatchObject({ status: 'canceled', orderId: order._id });
      expect(await stockOf(order)).toBe(10);
    });

    it('keeps an order whose payment went through at Stripe before the confirmation arrived', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      standIn.succeed(intent.id);
      const refused = await cancel(order);
      expect(refused.statusCode).toBe(409);
      expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
      expect(await stockOf(order)).toBe(7);
    });

    it('changes nothing when Stripe cannot be reached', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      standIn.unreachable = true;
      try {
        expect((await cancel(order)).statusCode).toBe(502);
      } finally {
        standIn.unreachable = false;
      }
      expect(await readOrder(order._id)).toMatchObject({ _id: order._id, paid: false });
      expect(standIn.intents.get(intent.id)!.status).toBe('requires_payment_method');
      expect(await stockOf(order)).toBe(7);
    });
  });

  describe('webhook', () => {
    it('refuses a bad signature with 400 and changes nothing', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      standIn.succeed(intent.id);
      const wrongSecret = await signedWebhook(
        app,
        intentEvent('payment_intent.succeeded', intent),
        'whsec_forged',
      );
      expect(wrongSecret.statusCode).toBe(400);
      expect(wrongSecret.json().message).toBe(paymentMessages.badSignature);

      const payload = JSON.stringify(intentEvent('payment_intent.succeeded', intent));
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const tampered = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: payload.replace('"amount":5897', '"amount":5898'),
      });
      expect(tampered.statusCode).toBe(400);

      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await readOrder(order._id)).paid).toBe(false);
    });

    it('marks the order paid on payment_intent.succeeded, and a replay changes nothing', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      const event = intentEvent('payment_intent.succeeded', standIn.succeed(intent.id));
      const delivered = await signedWebhook(app, event);
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json()).toEqual({ received: true });
      expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });

      const replayed = await signedWebhook(app, event);
      expect(replayed.statusCode).toBe(200);
      expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
      const records = await app.db.select().from(payments).where(eq(payments.intentId, intent.id));
      expect(records).toHaveLength(1);
      expect(records[0]!.status).toBe('succeeded');

      // The browser's confirmation arriving after the webhook is fine too.
      const late = await confirm(order, intent.id);
      expect(late.statusCode).toBe(200);
      expect(late.json()).toEqual({ modifiedCount: 1 });
    });

    it('does not let a late failure event undo a success', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      await signedWebhook(app, intentEvent('payment_intent.succeeded', standIn.succeed(intent.id)));
      const stale = { ...intent, status: 'requires_payment_method' };
      expect((await signedWebhook(app, intentEvent('payment_intent.payment_failed', stale))).statusCode).toBe(
        200,
      );
      const [record] = await app.db.select().from(payments).where(eq(payments.intentId, intent.id));
      expect(record!.status).toBe('succeeded');
      expect((await readOrder(order._id)).paid).toBe(true);
    });

    it('ignores a succeeded intent whose amount is not the order price', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      const cheap = { ...standIn.succeed(intent.id), amount: 100 };
      expect((await signedWebhook(app, intentEvent('payment_intent.succeeded', cheap))).statusCode).toBe(200);
      expect((await readOrder(order._id)).paid).toBe(false);
    });

    it('acknowledges events it does not act on', async () => {
      const response = await signedWebhook(app, {
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

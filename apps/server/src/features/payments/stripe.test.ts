import { type Order, paymentMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { payments } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { placeOrder as placeOrderThroughApi, stockOf } from '../../test/factories.js';
import { stripeShopOptions, useStripeShop } from '../../test/stripe-shop.js';
import type { StandIn } from '../../test/stripe-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('payments with Stripe (against a local stand-in for its API)', () => {
  const stripe = useStripeShop();
  let standIn: StandIn;
  let app: App;
  let customer: Customer;
  beforeAll(() => {
    ({ standIn, app, customer } = stripe.state);
  });
  const { placeOrder, createIntent, confirm, readOrder } = stripe;

  describe('in a shop that sells in taka', () => {
    const taka = useTestShop(() => stripeShopOptions(standIn, { SHOP_CURRENCY: 'BDT' }));

    it('charges a shop in taka in taka: the total in poisha, currency bdt', async () => {
      const buyer = taka.customer;
      // Two parts of 1,899 taka, delivered outside Dhaka for 120 taka.
      const order = await placeOrderThroughApi(taka.app, buyer, {
        quantity: 2,
        product: { priceMinor: 189_900, availableQty: 10 },
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
    });
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
    expect(record).toMatchObject({ provider: 'stripe', orderId: order._id, amountMinor: 5897 });
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
    const stockLeft = (order: Order) => stockOf(app.db, order.productId!);

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
      expect(await stockLeft(order)).toBe(10);
    });

    it('keeps an order whose payment went through at Stripe before the confirmation arrived', async () => {
      const order = await placeOrder();
      const intent = await createIntent(order);
      standIn.succeed(intent.id);
      const refused = await cancel(order);
      expect(refused.statusCode).toBe(409);
      expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
      expect(await stockLeft(order)).toBe(7);
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
      expect(await stockLeft(order)).toBe(7);
    });
  });
});

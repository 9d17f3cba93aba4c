import { paymentMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { payments } from '../../db/schema/index.js';
import { useStripeShop } from '../../test/stripe-shop.js';
import {
  intentEvent,
  type StandIn,
  signedWebhook,
  signer,
  WEBHOOK_SECRET,
} from '../../test/stripe-stand-in.js';

describe('the Stripe webhook (against a local stand-in for its API)', () => {
  const stripe = useStripeShop();
  let standIn: StandIn;
  let app: App;
  beforeAll(() => {
    ({ standIn, app } = stripe.state);
  });
  const { placeOrder, createIntent, confirm, readOrder } = stripe;

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

import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { metricsOf } from '../../lib/metrics.js';
import { useStripeShop } from '../../test/stripe-shop.js';
import { intentEvent, type StandIn, signedWebhook } from '../../test/stripe-stand-in.js';

/** chaka_payments_confirmed_total{provider="stripe"} of this process, as Prometheus reads it. */
async function stripeConfirmations(app: App): Promise<number> {
  const text = await metricsOf(app.db).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith('chaka_payments_confirmed_total{provider="stripe"}'));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('the payments metric (Stripe at a local stand-in)', () => {
  const stripe = useStripeShop();
  let standIn: StandIn;
  let app: App;
  beforeAll(() => {
    ({ standIn, app } = stripe.state);
  });

  it('counts a payment the webhook confirms once, however often it comes and whoever confirms it after', async () => {
    const before = await stripeConfirmations(app);
    const order = await stripe.placeOrder();
    const intent = await stripe.createIntent(order);
    const event = intentEvent('payment_intent.succeeded', standIn.succeed(intent.id));
    expect((await signedWebhook(app, event)).statusCode).toBe(200);
    expect(await stripeConfirmations(app)).toBe(before + 1);

    expect((await signedWebhook(app, event)).statusCode).toBe(200);
    expect((await stripe.confirm(order, intent.id)).statusCode).toBe(200);
    expect(await stripeConfirmations(app)).toBe(before + 1);
  });

  it('counts a payment the customer confirms first once, and not again when its webhook follows', async () => {
    const before = await stripeConfirmations(app);
    const order = await stripe.placeOrder();
    const intent = await stripe.createIntent(order);
    const succeeded = standIn.succeed(intent.id);
    expect((await stripe.confirm(order, intent.id)).statusCode).toBe(200);
    expect(await stripeConfirmations(app)).toBe(before + 1);
    expect((await signedWebhook(app, intentEvent('payment_intent.succeeded', succeeded))).statusCode).toBe(
      200,
    );
    expect(await stripeConfirmations(app)).toBe(before + 1);
  });
});

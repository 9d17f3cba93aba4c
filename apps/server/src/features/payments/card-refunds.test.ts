import { type Order, paymentMessages } from '@chaka/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { confirmPayment, payWithCard, placePricedOrder, startPayment } from '../../test/payment-requests.js';
import { useStripeShop } from '../../test/stripe-shop.js';
import type { StandIn } from '../../test/stripe-stand-in.js';
import { useTestShop } from '../../test/use-test-shop.js';

const totalOf = (order: Order) => Math.round(order.total * 100);

describe('refunding a card payment through Stripe (against the stand-in for its API)', () => {
  const stripe = useStripeShop();
  let standIn: StandIn;
  let app: App;
  beforeAll(() => {
    ({ standIn, app } = stripe.state);
  });
  beforeEach(() => {
    Object.assign(standIn.refundKnobs, {
      refundStatus: 'succeeded',
      failureReason: 'expired_or_canceled_card',
    });
  });

  /** An order paid by card at the stand-in: the customer's card went through and the shop confirmed it. */
  async function paidOrder() {
    const order = await stripe.placeOrder();
    const intent = await stripe.createIntent(order);
    standIn.succeed(intent.id);
    expect((await stripe.confirm(order, intent.id)).statusCode).toBe(200);
    return { order, intent };
  }
  const refund = (order: Order, amountMinor: number, refundKey: string, refundedMinor = 0) =>
    app.paymentRefunds.refundOrderPayment({
      orderId: order._id,
      amountMinor,
      remarks: `Return ${refundKey}`,
      refundKey,
      refundedMinor,
    });

  it('refunds the whole payment with POST /v1/refunds, the payment intent, the amount and an idempotency key', async () => {
    const { order, intent } = await paidOrder();
    expect(await app.paymentRefunds.settledPayment(order._id)).toEqual({
      provider: 'card',
      amountMinor: totalOf(order),
    });
    const done = await refund(order, totalOf(order), 'RT-30001');
    expect(done).toMatchObject({ provider: 'card', status: 'refunded', reason: null });
    expect(done.reference).toMatch(/^re_/);
    expect(standIn.refunds.get(done.reference!)).toMatchObject({
      payment_intent: intent.id,
      amount: totalOf(order),
      reason: 'requested_by_customer',
      metadata: { refundKey: 'RT-30001', remarks: 'Return RT-30001' },
    });
    expect(standIn.requests.find((call) => call.path === '/v1/refunds')).toMatchObject({
      method: 'POST',
      idempotencyKey: 'refund-RT-30001',
    });
    expect(done.answer).toMatchObject({ object: 'refund', status: 'succeeded' });
  });

  it('refunds part of a payment, and refuses more than is left, here and at Stripe', async () => {
    const { order } = await paidOrder();
    expect(await refund(order, 1_899, 'RT-30002')).toMatchObject({ status: 'refunded' });
    await expect(refund(order, totalOf(order), 'RT-30003', 1_899)).rejects.toMatchObject({
      statusCode: 409,
      message: paymentMessages.refundAbovePaid,
    });
    const atStripe = await refund(order, totalOf(order), 'RT-30004');
    expect(atStripe).toMatchObject({ status: 'failed', reference: null });
    expect(atStripe.reason).toMatch(/greater than unrefunded amount on charge/);
  });

  it('follows a pending refund until Stripe says succeeded', async () => {
    const { order } = await paidOrder();
    standIn.refundKnobs.refundStatus = 'pending';
    const pending = await refund(order, totalOf(order), 'RT-30005');
    expect(pending).toMatchObject({ status: 'processing' });
    const query = { provider: 'card' as const, reference: pending.reference! };
    expect(await app.paymentRefunds.refundStatus(query)).toMatchObject({ status: 'processing' });
    standIn.settleRefund(pending.reference!);
    expect(await app.paymentRefunds.refundStatus(query)).toMatchObject({ status: 'refunded' });
    await expect(
      app.paymentRefunds.refundStatus({ provider: 'card', reference: 're_nosuchrefund' }),
    ).rejects.toMatchObject({ statusCode: 404, message: paymentMessages.refundUnknown });
  });

  it('reports a failed refund with its failure reason', async () => {
    const { order } = await paidOrder();
    standIn.refundKnobs.refundStatus = 'failed';
    const failed = await refund(order, 1_000, 'RT-30006');
    expect(failed).toMatchObject({ status: 'failed', reason: 'expired_or_canceled_card' });
    expect(failed.reference).toMatch(/^re_/);
  });

  it('answers a retried refund as the same refund', async () => {
    const { order, intent } = await paidOrder();
    const first = await refund(order, 1_000, 'RT-30007');
    const again = await refund(order, 1_000, 'RT-30007');
    expect(again.reference).toBe(first.reference);
    expect([...standIn.refunds.values()].filter((one) => one.payment_intent === intent.id)).toHaveLength(1);
    // The same key with another amount is a mistake Stripe refuses, not a second refund.
    const other = await refund(order, 2_000, 'RT-30007');
    expect(other).toMatchObject({ status: 'failed', reference: null });
    expect(other.reason).toMatch(/same parameters/);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const { order } = await paidOrder();
    standIn.unreachable = true;
    try {
      await expect(refund(order, 1_000, 'RT-30008')).rejects.toMatchObject({ statusCode: 502 });
    } finally {
      standIn.unreachable = false;
    }
  });

  it('refuses an order whose card payment has not gone through', async () => {
    const order = await stripe.placeOrder();
    await stripe.createIntent(order);
    await expect(refund(order, 100, 'RT-30009')).rejects.toMatchObject({
      statusCode: 409,
      message: paymentMessages.refundNoPayment,
    });
  });
});

describe('refunding a payment of the built-in test provider', () => {
  const shop = useTestShop({ customers: 1 });
  let app: App;
  let customer: Customer;
  beforeAll(() => {
    ({ app, customer } = shop);
  });

  async function paidOrder() {
    const order = await placePricedOrder(app, customer);
    const { clientSecret } = (await startPayment(app, customer, order._id)).json();
    const paid = await payWithCard(app, customer, clientSecret);
    await confirmPayment(app, customer, order, paid.json().transactionId);
    return order;
  }
  const refund = (order: Order, amountMinor: number, refundKey: string) =>
    app.paymentRefunds.refundOrderPayment({ orderId: order._id, amountMinor, remarks: 'Return', refundKey });

  it('refunds at once, in parts, never more than was paid, and the same key is the same refund', async () => {
    const order = await paidOrder();
    const part = await refund(order, 1_000, 'RT-40001');
    expect(part).toMatchObject({ provider: 'card', status: 'refunded' });
    expect(part.reference).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(await refund(order, 1_000, 'RT-40001')).toMatchObject({ reference: part.reference });
    const tooMuch = await refund(order, totalOf(order), 'RT-40002');
    expect(tooMuch).toMatchObject({ status: 'failed', reference: null });
    expect(tooMuch.reason).toMatch(/greater than unrefunded amount/);
    const rest = await refund(order, totalOf(order) - 1_000, 'RT-40003');
    expect(rest.status).toBe('refunded');
    expect(
      await app.paymentRefunds.refundStatus({ provider: 'card', reference: rest.reference! }),
    ).toMatchObject({
      status: 'refunded',
    });
  });

  it('refuses an unpaid order', async () => {
    const order = await placePricedOrder(app, customer);
    await expect(refund(order, 100, 'RT-40004')).rejects.toMatchObject({
      statusCode: 409,
      message: paymentMessages.refundNoPayment,
    });
  });
});

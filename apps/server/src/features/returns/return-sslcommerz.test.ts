import { returnMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../test/app.js';
import { send } from '../../test/return-scene.js';
import { placeOrder, startSession, useSslcommerzShop } from '../../test/sslcommerz-shop.js';

// Issue 35: a return of an order paid through SSLCommerz is refunded through its refund API (the
// local stand-in gateway), and followed while the gateway is still processing it. Two parts at
// ৳617.25, delivery to Sylhet.

describe('refunding a return paid through SSLCommerz', () => {
  const { state } = useSslcommerzShop({ SHOP_CURRENCY: 'BDT' });
  const as = (who: Customer, method: 'POST' | 'PATCH', url: string, body: object = {}) =>
    send(state.app, who, method, url, body);

  /** A received return of one of the two parts of an order paid with bKash and delivered. */
  async function receivedReturn(reason = 'not_as_described') {
    const order = await placeOrder(state.app, state.customer);
    const { url } = (await startSession(state.app, state.customer, order._id)).json();
    await state.gateway.completePayment(url, { method: 'bkash', outcome: 'pay' });
    for (const body of [
      { status: 'confirmed' },
      { status: 'shipped', courier: 'Steadfast', trackingNumber: 'SF123' },
      { status: 'delivered' },
    ])
      expect((await as(state.admin, 'PATCH', `/api/orders/${order._id}/status`, body)).status).toBe(200);
    const opened = await as(state.customer, 'POST', `/api/orders/${order._id}/returns`, {
      lines: [{ productId: order.productId, quantity: 1 }],
      reason,
    });
    expect(opened.status).toBe(200);
    await as(state.admin, 'PATCH', `/api/returns/${opened.body._id}`, { status: 'approved' });
    await as(state.admin, 'PATCH', `/api/returns/${opened.body._id}`, { status: 'received' });
    return { id: opened.body._id, order };
  }

  it('refunds the part and the delivery fee through the refund API, the gateway’s answer kept', async () => {
    const { id, order } = await receivedReturn();
    const refunded = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      refunded: 617.25 + order.deliveryFee,
      refund: { method: 'sslcommerz', status: 'refunded', reference: expect.any(String) },
    });
    expect(state.gateway.refunds.get(refunded.body.refund!.reference!)).toMatchObject({
      // The return's id makes a retry the same refund at the gateway.
      refundTransId: expect.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
      amountMinor: 61_725 + Math.round(order.deliveryFee * 100),
      status: 'refunded',
    });
  });

  it('follows a processing refund until the gateway says refunded', async () => {
    const { id } = await receivedReturn();
    state.gateway.refundKnobs.refundOutcome = 'processing';
    const started = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    expect(started.body).toMatchObject({ status: 'refunded', refund: { status: 'processing' } });
    const still = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    expect(still.body.refund?.status).toBe('processing');
    state.gateway.settleRefund(started.body.refund!.reference!);
    const done = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    expect(done.body).toMatchObject({ status: 'refunded', refund: { status: 'refunded' } });
    expect(done.body.events.at(-1)).toMatchObject({ status: 'refunded', note: 'Refund completed' });
  });

  it('follows a processing refund on a schedule: the sweep records it refunded once the gateway says so', async () => {
    const { id } = await receivedReturn();
    state.gateway.refundKnobs.refundOutcome = 'processing';
    const started = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    expect(started.body).toMatchObject({ status: 'refunded', refund: { status: 'processing' } });
    const minutes = (count: number) => new Date(Date.now() + count * 60_000);
    // Still processing at the gateway: nothing changes, and it is not asked again before five minutes.
    expect(await state.app.refundSweep.runOnce(minutes(1))).toBe(0);
    state.gateway.settleRefund(started.body.refund!.reference!);
    expect(await state.app.refundSweep.runOnce(minutes(2))).toBe(0);
    expect(await state.app.refundSweep.runOnce(minutes(7))).toBe(1);
    const seen = await send(state.app, state.admin, 'GET', `/api/returns/${id}`);
    expect(seen.body).toMatchObject({ status: 'refunded', refund: { status: 'refunded' } });
    expect(seen.body.events.at(-1)).toMatchObject({
      status: 'refunded',
      by: 'SSLCommerz',
      note: 'Refund completed',
    });
  });

  it('records a processing refund the bank gave back as failed: the return is received again', async () => {
    const { id } = await receivedReturn();
    state.gateway.refundKnobs.refundOutcome = 'processing';
    const started = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    state.gateway.refunds.get(started.body.refund!.reference!)!.status = 'cancelled';
    expect(await state.app.refundSweep.runOnce(new Date(Date.now() + 60 * 60_000))).toBe(1);
    const seen = await send(state.app, state.admin, 'GET', `/api/returns/${id}`);
    expect(seen.body).toMatchObject({ status: 'received', refund: null, refunded: 0 });
    expect(seen.body.events.at(-1)).toMatchObject({
      status: 'received',
      by: 'SSLCommerz',
      note: expect.stringMatching(/^Refund failed: /),
    });
  });

  it('answers a refused refund with the gateway’s reason, the return still received', async () => {
    const { id } = await receivedReturn();
    state.gateway.refundKnobs.refundOutcome = 'failed';
    const refused = await as(state.admin, 'POST', `/api/returns/${id}/refund`);
    expect(refused).toMatchObject({
      status: 502,
      body: { message: returnMessages.refundFailed('The bank declined the refund') },
    });
    const seen = await as(state.admin, 'PATCH', `/api/returns/${id}`, { status: 'received' });
    expect(seen.body.message).toBe(returnMessages.cannotMove('received', 'received'));
  });
});

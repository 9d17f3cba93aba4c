import { paymentMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { placeOrder, startSession, useSslcommerzShop } from '../../../test/sslcommerz-shop.js';

/** An order paid with bKash at the stand-in gateway: its id and total in poisha. */
async function paidOrder(state: ReturnType<typeof useSslcommerzShop>['state']) {
  const { app, gateway, customer } = state;
  const order = await placeOrder(app, customer);
  const { url } = (await startSession(app, customer, order._id)).json();
  await gateway.completePayment(url, { method: 'bkash', outcome: 'pay' });
  return { id: order._id, totalMinor: Math.round(order.total * 100) };
}

describe('refunding an SSLCommerz payment (against the stand-in gateway)', () => {
  const { state } = useSslcommerzShop({ SHOP_CURRENCY: 'BDT' });
  const refunds = () => state.app.paymentRefunds;

  it('refunds the whole payment through the documented refund call, with the bank transaction id', async () => {
    const order = await paidOrder(state);
    expect(await refunds().settledPayment(order.id)).toEqual({
      provider: 'sslcommerz',
      amountMinor: order.totalMinor,
    });
    const refund = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: order.totalMinor,
      remarks: 'Return RT-10001: wrong fit',
      refundKey: 'RT-10001',
    });
    expect(refund).toMatchObject({ provider: 'sslcommerz', status: 'refunded', reason: null });
    const atGateway = state.gateway.refunds.get(refund.reference!)!;
    expect(atGateway).toMatchObject({
      refundTransId: 'RT-10001',
      amountMinor: order.totalMinor,
      remarks: 'Return RT-10001: wrong fit',
      status: 'refunded',
    });
    // The gateway's answers are handed back for the caller to record.
    expect(refund.answer).toMatchObject({
      refund: { APIConnect: 'DONE', status: 'success', refund_ref_id: refund.reference },
      status: { APIConnect: 'DONE', status: 'refunded', bank_tran_id: atGateway.bankTranId },
    });
  });

  it('refunds part of a payment, then refuses more than is left of it', async () => {
    const order = await paidOrder(state);
    const part = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: 61_725,
      remarks: 'One of two parts',
      refundKey: 'RT-10002',
    });
    expect(part.status).toBe('refunded');
    await expect(
      refunds().refundOrderPayment({
        orderId: order.id,
        amountMinor: order.totalMinor,
        remarks: 'Too much',
        refundKey: 'RT-10003',
        refundedMinor: 61_725,
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: paymentMessages.refundAbovePaid });
    // A caller whose records miss the first refund is stopped by the gateway itself.
    const gatewayRefusal = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: order.totalMinor,
      remarks: 'Too much',
      refundKey: 'RT-10004',
    });
    expect(gatewayRefusal).toMatchObject({ status: 'failed', reference: null });
    expect(gatewayRefusal.reason).toMatch(/greater than the refundable amount/);
  });

  it('follows a processing refund until the gateway says refunded', async () => {
    const order = await paidOrder(state);
    state.gateway.refundKnobs.refundOutcome = 'processing';
    const refund = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: order.totalMinor,
      remarks: 'Damaged in transit',
      refundKey: 'RT-10005',
    });
    expect(refund).toMatchObject({ status: 'processing', reference: expect.any(String) });
    const query = { provider: 'sslcommerz' as const, reference: refund.reference! };
    expect(await refunds().refundStatus(query)).toMatchObject({ status: 'processing' });
    state.gateway.settleRefund(refund.reference!);
    const done = await refunds().refundStatus(query);
    expect(done).toMatchObject({ status: 'refunded', reference: refund.reference });
    expect(done.answer).toMatchObject({ status: { status: 'refunded', refunded_on: expect.any(String) } });
  });

  it('reports a refused refund with the gateway errorReason, and a cancelled one as failed', async () => {
    const order = await paidOrder(state);
    state.gateway.refundKnobs.refundOutcome = 'failed';
    const refused = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: 1_000,
      remarks: 'Refused',
      refundKey: 'RT-10006',
    });
    expect(refused).toMatchObject({
      status: 'failed',
      reference: null,
      reason: 'The bank declined the refund',
    });
    expect(refused.answer).toMatchObject({
      refund: { status: 'failed', errorReason: 'The bank declined the refund' },
    });

    state.gateway.refundKnobs.refundOutcome = 'cancelled';
    const cancelled = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: 1_000,
      remarks: 'Cancelled',
      refundKey: 'RT-10007',
    });
    expect(cancelled).toMatchObject({ status: 'failed', reason: 'The bank declined the refund' });
    expect(cancelled.reference).toEqual(expect.any(String));
  });

  it('answers a retried refund as the same refund, never paying back twice', async () => {
    const order = await paidOrder(state);
    const request = { orderId: order.id, amountMinor: 5_000, remarks: 'Retry', refundKey: 'RT-10008' };
    const first = await refunds().refundOrderPayment(request);
    const again = await refunds().refundOrderPayment(request);
    expect(again).toMatchObject({ status: 'refunded', reference: first.reference });
    expect(again.answer).toMatchObject({ refund: { status: 'processing' } });
    const paidBack = [...state.gateway.refunds.values()].filter(
      (refund) => refund.refundTransId === 'RT-10008',
    );
    expect(paidBack).toHaveLength(1);
  });

  it('refuses an order with no online payment, an unknown order and an amount that is not one', async () => {
    const cod = await placeOrder(state.app, state.customer, { paymentMethod: 'cod' });
    const ask = (orderId: string, amountMinor = 100) =>
      refunds().refundOrderPayment({ orderId, amountMinor, remarks: 'x', refundKey: 'RT-10009' });
    await expect(ask(cod._id)).rejects.toMatchObject({
      statusCode: 409,
      message: paymentMessages.refundNoPayment,
    });
    expect(await refunds().settledPayment(cod._id)).toBeNull();
    await expect(ask('5f0c6a1e-0000-4000-8000-000000000000')).rejects.toMatchObject({ statusCode: 404 });
    await expect(ask(cod._id, 0)).rejects.toMatchObject({ statusCode: 400 });
    await expect(ask(cod._id, 12.5)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('reports the refund as failed when the gateway refuses the store (a de-activated store)', async () => {
    const order = await paidOrder(state);
    state.gateway.knobs.refuseCredentials = true;
    const refused = await refunds().refundOrderPayment({
      orderId: order.id,
      amountMinor: 100,
      remarks: 'Store off',
      refundKey: 'RT-10010',
    });
    // The gateway's own answer: the look-up of the payment's bank transaction id is refused.
    expect(refused).toMatchObject({ status: 'failed', reference: null });
  });
});

import { paymentMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import type { payments } from '../../../db/schema/index.js';
import { useSslcommerzGateway } from '../../../test/sslcommerz-client-kit.js';
import { gatewayRefundAmount, refundAtSslcommerz } from './sslcommerz-refunds.js';

type PaymentRow = typeof payments.$inferSelect;

describe('the SSLCommerz client: refund calls (against the stand-in gateway)', () => {
  const kit = useSslcommerzGateway();

  /** A paid session's bank_tran_id, as the Order Validation API gives it. */
  async function bankTranIdOfPayment() {
    const { valId } = await kit.paidSession();
    const validation = await kit.client.validate(valId);
    if (!('payment' in validation) || !validation.payment.bankTranId) throw new Error('not validated');
    return { valId, bankTranId: validation.payment.bankTranId };
  }

  it('sends the documented fields and reads success, then refunded by refund_ref_id', async () => {
    const { bankTranId } = await bankTranIdOfPayment();
    const started = await kit.client.refund({
      bankTranId,
      refundTransId: 'RT-20001',
      amountMinor: 123_450,
      remarks: 'Wrong fit',
    });
    expect(started).toMatchObject({ status: 'processing', refundRefId: expect.any(String), reason: null });
    expect(started.answer).toMatchObject({ APIConnect: 'DONE', status: 'success', bank_tran_id: bankTranId });
    expect(kit.gateway.refunds.get(started.refundRefId!)).toMatchObject({ amountMinor: 123_450 });
    const now = await kit.client.refundStatus(started.refundRefId!);
    expect(now).toMatchObject({ status: 'refunded', refundRefId: started.refundRefId });
  });

  it('reads a refused store, a missing field and an unknown payment as failed calls', async () => {
    const { bankTranId } = await bankTranIdOfPayment();
    const input = { bankTranId, refundTransId: 'RT-20002', amountMinor: 100, remarks: 'x' };
    const wrongPassword = kit.clientWith({ storePassword: 'wrong' });
    expect(await wrongPassword.refund(input)).toMatchObject({
      status: 'failed',
      reason: /APIConnect FAILED/,
    });
    expect(await kit.client.refund({ ...input, remarks: '' })).toMatchObject({
      status: 'failed',
      reason: /APIConnect INVALID_REQUEST/,
    });
    expect(await kit.client.refund({ ...input, bankTranId: 'NOSUCHBANKTRAN' })).toMatchObject({
      status: 'failed',
      reason: 'Invalid bank_tran_id',
    });
  });

  it('answers ERROR when the gateway cannot be reached, and the refund then stops with a 502', async () => {
    const { valId } = await bankTranIdOfPayment();
    const offline = kit.clientWith({ baseUrl: 'http://127.0.0.1:9' });
    const input = { bankTranId: 'X', refundTransId: 'RT-20003', amountMinor: 100, remarks: 'x' };
    expect(await offline.refund(input)).toMatchObject({ status: 'ERROR', reason: /cannot be reached/ });
    expect(await offline.refundStatus('abc')).toMatchObject({ status: 'ERROR' });
    const payment = { valId, amountMinor: 123_450 } as PaymentRow;
    await expect(
      refundAtSslcommerz(offline, payment, { amountMinor: 100, remarks: 'x', refundTransId: 'RT-20003' }),
    ).rejects.toMatchObject({ statusCode: 502, message: paymentMessages.providerDown });
  });

  it('asks the gateway for the same part of what it charged when the payment was asked in dollars', () => {
    const payment = {
      amountMinor: 5_000,
      currency: 'USD',
      chargedMinor: 600_000,
      chargedCurrency: 'BDT',
    } as PaymentRow;
    expect(gatewayRefundAmount(payment, 5_000)).toBe(600_000);
    expect(gatewayRefundAmount(payment, 1_250)).toBe(150_000);
    expect(gatewayRefundAmount({ ...payment, currency: 'BDT', chargedMinor: 5_000 }, 1_250)).toBe(1_250);
  });
});

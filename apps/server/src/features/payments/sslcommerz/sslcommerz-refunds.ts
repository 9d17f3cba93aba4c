import type { payments } from '../../../db/schema/index.js';
import { providerDown } from '../payment-provider.js';
import type { PaymentRefund } from '../payment-refunds.js';
import type { SslcommerzClient } from './sslcommerz-client.js';
import type { SslcommerzRefundResult } from './sslcommerz-refund-answers.js';

type PaymentRow = typeof payments.$inferSelect;

/**
 * What to ask the gateway for: it refunds in what it charged (taka, also for a payment asked in
 * dollars), so a part of a payment charged in another currency is the same part of the charge.
 */
export function gatewayRefundAmount(payment: PaymentRow, amountMinor: number): number {
  const { chargedMinor, chargedCurrency, currency } = payment;
  if (chargedMinor === null || chargedCurrency === null || chargedCurrency === currency) return amountMinor;
  if (amountMinor === payment.amountMinor) return chargedMinor;
  return Math.round((chargedMinor * amountMinor) / payment.amountMinor);
}

const toRefund = (result: SslcommerzRefundResult, answer: unknown): PaymentRefund => {
  if (result.status === 'ERROR') throw providerDown(`SSLCommerz refund: ${result.reason}`);
  return {
    provider: 'sslcommerz',
    reference: result.refundRefId,
    status: result.status,
    reason: result.reason,
    answer,
  };
};

/**
 * Refunds a validated SSLCommerz payment. The refund API wants the bank's transaction id, which the
 * Order Validation API gives for the payment's val_id (the shop keeps the val_id, not that id).
 * A refund the gateway starts is asked about once at once: it is often refunded already.
 */
export async function refundAtSslcommerz(
  client: SslcommerzClient,
  payment: PaymentRow,
  refund: { amountMinor: number; remarks: string; refundTransId: string },
): Promise<PaymentRefund> {
  if (!payment.valId) {
    const reason =
      'The payment has no val_id to find its bank transaction by: refund it in the merchant panel';
    return { provider: 'sslcommerz', reference: null, status: 'failed', reason, answer: null };
  }
  const validation = await client.validate(payment.valId);
  if (validation.status === 'ERROR') throw providerDown(`SSLCommerz validation: ${validation.reason}`);
  const bankTranId = 'payment' in validation ? validation.payment.bankTranId : null;
  if (!bankTranId) {
    const reason = 'reason' in validation ? validation.reason : 'The gateway gave no bank_tran_id';
    return { provider: 'sslcommerz', reference: null, status: 'failed', reason, answer: { validation } };
  }
  const started = await client.refund({
    bankTranId,
    refundTransId: refund.refundTransId,
    amountMinor: gatewayRefundAmount(payment, refund.amountMinor),
    remarks: refund.remarks,
  });
  if (started.status !== 'processing' || !started.refundRefId)
    return toRefund(started, { refund: started.answer });
  const now = await client.refundStatus(started.refundRefId);
  // No answer to the question: the refund was started all the same, and is asked about later.
  if (now.status === 'ERROR') return toRefund(started, { refund: started.answer });
  return toRefund(now, { refund: started.answer, status: now.answer });
}

/** Where a refund the gateway started stands now. */
export async function sslcommerzRefundStatus(client: SslcommerzClient, refundRefId: string) {
  const now = await client.refundStatus(refundRefId);
  return toRefund(now, { status: now.answer });
}

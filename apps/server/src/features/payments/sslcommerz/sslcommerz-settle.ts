import type { ShopCurrency } from '@chaka/contract';
import { DEFAULT_LOCALE, sslcommerzMessages } from '@chaka/contract';
import type { Db, Tx } from '../../../db/client.js';
import { type Actor, recordAudit } from '../../../lib/audit.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { accountLocale } from '../../../lib/i18n.js';
import { shopCounters } from '../../../lib/metrics.js';
import { type Attempt, lockAttempt, updateAttempt } from './sslcommerz-attempts.js';
import { mailPaymentReceived, mailPaymentToRefund, type PaymentMailDeps } from './sslcommerz-mails.js';
import { lockPayableOrder, markOrderPaid, type PayableOrder } from './sslcommerz-orders.js';
import type { NotificationOutcome, SslcommerzDeps } from './sslcommerz-service.js';
import type { ValidatedPayment } from './sslcommerz-validation.js';

/** What a settled payment did, for the mails sent once its transaction is committed. */
type Effect =
  | { kind: 'paid'; order: PayableOrder; attempt: Attempt; method: string | null }
  | { kind: 'to_refund'; order: PayableOrder | null; attempt: Attempt; cause: string; valId: string | null };

async function mailEffect(deps: PaymentMailDeps, db: Db, effect: Effect | null) {
  if (!effect) return;
  const { attempt } = effect;
  const base = {
    orderNumber: effect.order?.orderNumber ?? 'unknown',
    tranId: attempt.intentId,
    amountMinor: attempt.amountMinor,
    currency: (attempt.currency ?? 'USD') as ShopCurrency,
  };
  if (effect.kind === 'paid') {
    // The receipt in the customer's language; a failed look-up leaves it in English, never unsent.
    const locale = await accountLocale(db, effect.order.userId).catch(() => DEFAULT_LOCALE);
    await mailPaymentReceived(deps, { ...base, email: effect.order.email, method: effect.method }, locale);
  } else {
    await mailPaymentToRefund(deps, { ...base, cause: effect.cause, valId: effect.valId });
  }
}

/** Why the order cannot take this payment (the money goes back), or null when it can. */
function refundCause(order: PayableOrder | null, attempt: Attempt): string | null {
  if (!order || order.cancelled) return 'The order was cancelled before the payment came in';
  if (order.paid && order.transactionId !== attempt.intentId) return 'The order was already paid';
  if (order.totalMinor !== attempt.amountMinor) return "The order's total changed after the payment started";
  return null;
}

const REFUND_REASON = 'This order cannot take the payment; the money will be refunded';

/**
 * A payment the gateway validated for this attempt, with its amount and currency: the order is
 * paid, or the payment held (risky), or recorded to refund (the order was cancelled or is paid
 * already). The attempt and the order are locked, so repeats and a cancel wait for each other and
 * the same IPN twice changes nothing the second time.
 */
export async function settleValidatedPayment(
  deps: SslcommerzDeps,
  tranId: string,
  payment: ValidatedPayment,
): Promise<NotificationOutcome> {
  let effect: Effect | null = null;
  const outcome = await deps.db.transaction(async (tx): Promise<NotificationOutcome> => {
    const attempt = await lockAttempt(tx, tranId);
    if (!attempt) return { result: 'failed', orderId: null, reason: sslcommerzMessages.unknownPayment };
    const { orderId } = attempt;
    // Decided before: the same answer again.
    if (attempt.refund) return { result: 'failed', orderId, reason: REFUND_REASON };
    if (attempt.status === 'succeeded') return { result: 'success', orderId };
    if (attempt.status === 'requires_capture') return { result: 'held', orderId };

    const order = orderId ? await lockPayableOrder(tx, orderId) : null;
    // What the gateway vouches for, kept with the attempt: its val_id, risk and what it charged.
    const valued = {
      valId: payment.valId,
      riskLevel: payment.riskLevel,
      riskTitle: payment.riskTitle,
      chargedMinor: payment.chargedAmountMinor,
      chargedCurrency: payment.chargedCurrency,
    };
    const cause = refundCause(order, attempt);
    if (cause) {
      await updateAttempt(tx, tranId, { ...valued, status: 'canceled', refund: 'to_refund', note: cause });
      deps.log.error({ tranId, orderId, valId: payment.valId }, `SSLCommerz payment to refund: ${cause}`);
      effect = { kind: 'to_refund', order, attempt, cause, valId: payment.valId };
      return { result: 'failed', orderId, reason: REFUND_REASON };
    }
    if (payment.riskLevel !== 0) {
      await updateAttempt(tx, tranId, {
        ...valued,
        status: 'requires_capture',
        note: 'Held: the gateway finds it risky',
      });
      deps.log.warn(
        { tranId, orderId, riskTitle: payment.riskTitle },
        'SSLCommerz payment held for the admin',
      );
      return { result: 'held', orderId };
    }
    await approve(tx, attempt, valued);
    effect = order ? { kind: 'paid', order, attempt, method: payment.cardType } : null;
    return { result: 'success', orderId };
  });
  await mailEffect({ ...deps.mail, log: deps.log }, deps.db, effect);
  return outcome;
}

async function approve(
  tx: Tx,
  attempt: Attempt,
  change: Partial<
    Pick<Attempt, 'valId' | 'riskLevel' | 'riskTitle' | 'note' | 'chargedMinor' | 'chargedCurrency'>
  > = {},
) {
  await updateAttempt(tx, attempt.intentId, { ...change, status: 'succeeded' });
  if (!attempt.orderId) return;
  await markOrderPaid(tx, attempt.orderId, attempt.intentId);
  shopCounters.paymentConfirmed('sslcommerz');
}

/** A decision on a held payment in the audit log (`payment.review`), in the decision's transaction. */
function auditDecision(tx: Tx, staff: Actor, attempt: Attempt, approveIt: boolean, after: Partial<Attempt>) {
  const state = ({ status, refund, note }: Partial<Attempt>) => ({ status, refund, note });
  return recordAudit(tx, staff, {
    kind: 'payment.review',
    subject: `payment:${attempt.intentId}`,
    orderId: attempt.orderId,
    before: state(attempt),
    after: { decision: approveIt ? 'approve' : 'refuse', ...state({ ...attempt, ...after }) },
  });
}

/**
 * The admin's decision on a held payment: approved, the order is paid (unless it was cancelled or
 * paid meanwhile, then it is to refund like a refused one); refused, the money goes back.
 */
export async function decideHeldPayment(
  deps: Pick<SslcommerzDeps, 'db' | 'log' | 'mail'>,
  tranId: string,
  approveIt: boolean,
  staff: Actor,
): Promise<{ outcome: 'paid' | 'to_refund' }> {
  let effect: Effect | null = null;
  const decided = await deps.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, tranId);
    if (!attempt) throw notFound(sslcommerzMessages.unknownPayment);
    if (attempt.status !== 'requires_capture' || attempt.refund) throw conflict(sslcommerzMessages.notHeld);
    const order = attempt.orderId ? await lockPayableOrder(tx, attempt.orderId) : null;
    const cause = approveIt ? refundCause(order, attempt) : `Refused by ${staff.name}`;
    if (cause) {
      const change = { status: 'canceled', refund: 'to_refund', note: cause } as const;
      await updateAttempt(tx, tranId, change);
      await auditDecision(tx, staff, attempt, approveIt, change);
      deps.log.warn({ tranId, orderId: attempt.orderId }, `SSLCommerz payment to refund: ${cause}`);
      effect = { kind: 'to_refund', order, attempt, cause, valId: attempt.valId };
      return { outcome: 'to_refund' as const };
    }
    const note = `Approved by ${staff.name}`;
    await approve(tx, attempt, { note });
    await auditDecision(tx, staff, attempt, approveIt, { status: 'succeeded', note });
    effect = order ? { kind: 'paid', order, attempt, method: null } : null;
    return { outcome: 'paid' as const };
  });
  await mailEffect({ ...deps.mail, log: deps.log }, deps.db, effect);
  return decided;
}

import { createHash } from 'node:crypto';
import { isId, paymentMessages } from '@chaka/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { PaymentProvider, ProviderRefund, RefundStatus } from './payment-provider.js';
import type { SslcommerzClient } from './sslcommerz/sslcommerz-client.js';
import { refundAtSslcommerz, sslcommerzRefundStatus } from './sslcommerz/sslcommerz-refunds.js';

type PaymentRow = typeof payments.$inferSelect;

/** Who took the money: SSLCommerz, or the card provider (Stripe, or the offline test provider). */
export type RefundProvider = 'sslcommerz' | 'card';

export interface RefundRequest {
  orderId: string;
  /** What to pay back, in minor units of the shop's currency (what the order was priced in). */
  amountMinor: number;
  /** Why, as the gateway keeps it (SSLCommerz keeps 255 characters). */
  remarks: string;
  /**
   * The caller's own id of this refund (a return's id): asking again with the same key is the same
   * refund at the provider, so a retry after a lost answer never pays back twice.
   */
  refundKey: string;
  /** What was already refunded online for this order, by the caller's records (default 0). */
  refundedMinor?: number;
}

/** A refund's answer; the caller records it (every field, `answer` included). */
export interface PaymentRefund {
  provider: RefundProvider;
  /** SSLCommerz's refund_ref_id or the card provider's refund id; null when none was started. */
  reference: string | null;
  status: RefundStatus;
  /** Why it failed, in the provider's words; null otherwise. */
  reason: string | null;
  /** The provider's whole answer (the SSLCommerz calls' JSON, or Stripe's Refund). */
  answer: unknown;
}

/** The refunds of online payments, as the returns service uses them (app.paymentRefunds). */
export interface PaymentRefunds {
  /** The online payment that settled the order, or null (cash on delivery, unpaid, refunded late payment). */
  settledPayment(orderId: string): Promise<{ provider: RefundProvider; amountMinor: number } | null>;
  /** Pays back part or all of the order's online payment; refusals are 404/409/400 errors. */
  refundOrderPayment(request: RefundRequest): Promise<PaymentRefund>;
  /** Where a `processing` refund stands now: ask until it is `refunded` or `failed`. */
  refundStatus(refund: { provider: RefundProvider; reference: string }): Promise<PaymentRefund>;
}

/** SSLCommerz's refund_trans_id holds 30 characters; a longer key is shortened the same way each time. */
export function refundTransId(refundKey: string): string {
  if (/^[A-Za-z0-9_-]{1,30}$/.test(refundKey)) return refundKey;
  return createHash('sha256').update(refundKey).digest('hex').slice(0, 30);
}

/**
 * The payment that settled the order: one that went through and that the order took (a late
 * payment recorded to refund is not the order's), the order's own transaction first.
 */
async function findSettledPayment(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [order] = isId(orderId)
    ? await db.select({ transactionId: orders.transactionId }).from(orders).where(eq(orders.id, orderId))
    : [];
  if (!order) throw notFound(paymentMessages.orderNotFound);
  const settled = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(payments.refund)))
    .orderBy(desc(payments.createdAt));
  return settled.find((payment) => payment.intentId === order.transactionId) ?? settled[0] ?? null;
}

const fromCard = (refund: ProviderRefund): PaymentRefund => ({
  provider: 'card',
  reference: refund.id || null,
  status: refund.status,
  reason: refund.reason,
  answer: refund.answer,
});

export function createPaymentRefunds(deps: {
  db: Db;
  card: PaymentProvider;
  /** Null when SSLCommerz is not set up on this shop. */
  sslcommerz: SslcommerzClient | null;
}): PaymentRefunds {
  const { db, card } = deps;
  const sslcommerzClient = () => {
    if (!deps.sslcommerz) throw conflict(paymentMessages.refundProviderOff);
    return deps.sslcommerz;
  };

  return {
    async settledPayment(orderId) {
      const payment = await findSettledPayment(db, orderId);
      if (!payment) return null;
      return {
        provider: payment.provider === 'sslcommerz' ? 'sslcommerz' : 'card',
        amountMinor: payment.amountMinor,
      };
    },

    async refundOrderPayment({ orderId, amountMinor, remarks, refundKey, refundedMinor = 0 }) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0 || !refundKey) {
        throw badRequest(paymentMessages.refundAmountInvalid);
      }
      const payment = await findSettledPayment(db, orderId);
      if (!payment) throw conflict(paymentMessages.refundNoPayment);
      if (amountMinor > payment.amountMinor - refundedMinor) throw conflict(paymentMessages.refundAbovePaid);

      if (payment.provider === 'sslcommerz') {
        return refundAtSslcommerz(sslcommerzClient(), payment, {
          amountMinor,
          remarks,
          refundTransId: refundTransId(refundKey),
        });
      }
      // A payment taken by a provider the shop no longer uses is refunded at that provider, by hand.
      if (payment.provider !== card.name) throw conflict(paymentMessages.refundProviderOff);
      return fromCard(await card.refund({ intentId: payment.intentId, amountMinor, refundKey, remarks }));
    },

    async refundStatus({ provider, reference }) {
      if (provider === 'sslcommerz') return sslcommerzRefundStatus(sslcommerzClient(), reference);
      const refund = await card.retrieveRefund(reference);
      if (!refund) throw notFound(paymentMessages.refundUnknown);
      return fromCard(refund);
    },
  };
}

import { randomBytes } from 'node:crypto';
import {
  isFreeOrder,
  isId,
  needsDeliveryDetails,
  orderMessages,
  type PaymentResult,
  paymentMessages,
  type ShopCurrency,
  type SslcommerzNotification,
  sslcommerzMessages,
} from '@chaka/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/errors.js';
import type { Identity } from '../../../lib/identity.js';
import { assertOwner } from '../../../lib/ownership.js';
import { findAttempt, recordOpenAttempt, updateAttempt } from './sslcommerz-attempts.js';
import type { SslcommerzClient } from './sslcommerz-client.js';
import type { PaymentMailDeps } from './sslcommerz-mails.js';
import { readPayableOrder } from './sslcommerz-orders.js';
import { settleValidatedPayment } from './sslcommerz-settle.js';
import { paymentMatches } from './sslcommerz-validation.js';

export interface SslcommerzDeps {
  db: Db;
  client: SslcommerzClient;
  currency: ShopCurrency;
  /** The shop's public address: the gateway sends the customer and its IPN back under it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The receipt to the customer and the shop's notice of a payment to refund. */
  mail: Omit<PaymentMailDeps, 'log'>;
}

/** What a notification (IPN or return) came to; `retry` when the gateway could not be asked. */
export interface NotificationOutcome {
  result: PaymentResult;
  orderId: string | null;
  reason?: string;
  retry?: boolean;
}

const RETURN_PATH = '/api/payments/sslcommerz';

/** A tran_id per attempt: the order number and random digits, never reused. */
const newTranId = (orderNumber: string) => `${orderNumber}-${randomBytes(6).toString('hex')}`;

/**
 * POST /api/payments/sslcommerz/session: the gateway's page for the order's total, for its owner;
 * for a cash order, for the delivery fee it owes in advance (COD_ADVANCE, PayableOrder.totalMinor).
 */
export async function startSession(deps: SslcommerzDeps, caller: Identity, orderId: string) {
  const order = isId(orderId) ? await readPayableOrder(deps.db, orderId) : null;
  if (!order) throw notFound(paymentMessages.orderNotFound);
  assertOwner(caller, order.userId);
  if (order.paid) throw conflict(paymentMessages.alreadyPaid);
  if (order.cancelled) throw conflict(orderMessages.cancelledNoPayment);
  // A cash order pays online only its delivery fee, when it owes one in advance (COD_ADVANCE).
  if (order.cashOnDelivery && order.totalMinor === 0) throw conflict(orderMessages.codNoOnlinePayment);
  if (isFreeOrder({ total: order.totalMinor })) throw badRequest(paymentMessages.free);
  if (needsDeliveryDetails(order)) throw conflict(sslcommerzMessages.deliveryNeeded);
  const delivery = order.delivery!;

  const tranId = newTranId(order.orderNumber);
  const base = `${deps.publicUrl}${RETURN_PATH}`;
  const names = order.parts.map((part) => part.name).join(', ');
  const session = await deps.client.createSession({
    tranId,
    amountMinor: order.totalMinor,
    currency: deps.currency,
    successUrl: `${base}/success`,
    failUrl: `${base}/fail`,
    cancelUrl: `${base}/cancel`,
    ipnUrl: `${base}/ipn`,
    customer: {
      name: delivery.name,
      email: order.email,
      phone: delivery.phone,
      address: delivery.address,
      city: delivery.district,
    },
    product: {
      name: names.length > 250 ? `${names.slice(0, 247)}...` : names,
      category: order.parts.find((part) => part.category)?.category ?? 'Car parts',
    },
    numOfItems: order.parts.reduce((sum, part) => sum + part.quantity, 0),
    reference: order.id,
  });
  if (session.status !== 'SUCCESS') {
    // The customer gets a plain message; the shop's log keeps the gateway's own reason.
    deps.log.error(
      { orderId: order.id, gateway: session.status, reason: session.failedReason },
      'SSLCommerz refused to open a payment session',
    );
    throw new HttpError(502, sslcommerzMessages.unavailable);
  }
  await recordOpenAttempt(deps.db, {
    orderId: order.id,
    tranId,
    amountMinor: order.totalMinor,
    currency: deps.currency,
  });
  return { url: session.gatewayUrl };
}

const failed = (orderId: string | null, reason: string, retry = false): NotificationOutcome => ({
  result: 'failed',
  orderId,
  reason,
  retry,
});

/**
 * The IPN, or the browser's return: it only names a transaction and a val_id. The payment counts
 * once the Order Validation API says VALID or VALIDATED for a tran_id the shop issued, with the
 * amount and currency the shop asked for, charged for real (paymentMatches); anything else leaves
 * the order as it was.
 */
export async function handleNotification(
  deps: SslcommerzDeps,
  form: SslcommerzNotification,
  source: 'ipn' | 'success' | 'fail' | 'cancel',
): Promise<NotificationOutcome> {
  const attempt = await findAttempt(deps.db, form.tran_id);
  if (!attempt) {
    deps.log.warn(
      { tranId: form.tran_id, source },
      'SSLCommerz notification for a tran_id the shop never issued',
    );
    return failed(null, sslcommerzMessages.unknownPayment);
  }
  const { orderId } = attempt;
  if (form.status !== 'VALID' || !form.val_id || source === 'fail' || source === 'cancel') {
    // A failed, cancelled or expired attempt: only this attempt's record says so (a later VALID
    // answer of the gateway about it would still be looked at).
    const reason =
      source === 'cancel' || form.status === 'CANCELLED'
        ? sslcommerzMessages.cancelled
        : form.error || sslcommerzMessages.failed;
    if (attempt.status === 'requires_payment_method') {
      await updateAttempt(deps.db, attempt.intentId, { status: 'canceled', note: reason.slice(0, 1000) });
    }
    return failed(orderId, reason);
  }

  const validation = await deps.client.validate(form.val_id);
  if (validation.status === 'ERROR' || validation.status === 'REFUSED') {
    deps.log.error(
      { tranId: attempt.intentId, status: validation.status, reason: validation.reason },
      'SSLCommerz validation could not be made',
    );
    return failed(orderId, sslcommerzMessages.notConfirmed, true);
  }
  if (validation.status === 'INVALID_TRANSACTION') {
    deps.log.warn(
      { tranId: attempt.intentId, valId: form.val_id, reason: validation.reason },
      'SSLCommerz does not vouch for this payment',
    );
    return failed(orderId, sslcommerzMessages.notConfirmed);
  }
  const { payment } = validation;
  const asked = {
    tranId: attempt.intentId,
    amountMinor: attempt.amountMinor,
    currency: (attempt.currency ?? deps.currency) as ShopCurrency,
  };
  if (!paymentMatches(payment, asked)) {
    deps.log.warn(
      {
        asked,
        validated: {
          tranId: payment.tranId,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          chargedMinor: payment.chargedAmountMinor,
          chargedCurrency: payment.chargedCurrency,
        },
      },
      'SSLCommerz validated a payment that is not the one this notification names',
    );
    return failed(orderId, sslcommerzMessages.notMatching);
  }
  return settleValidatedPayment(deps, attempt.intentId, payment);
}

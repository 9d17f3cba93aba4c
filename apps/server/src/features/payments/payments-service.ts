import { type ConfirmPaymentBody, isFreeOrder, isId, orderMessages, paymentMessages } from '@chaka/contract';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client.js';
import { orders, payments } from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { shopCounters } from '../../lib/metrics.js';
import { assertOwner } from '../../lib/ownership.js';
import {
  FINAL_INTENT_STATUSES,
  INTENT_ID_PATTERN,
  type PaymentProvider,
  type ProviderIntent,
  SETTLED_INTENT_STATUSES,
} from './payment-provider.js';
import { toProviderIntent } from './stripe-provider.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * The order a customer pays: it must exist (404) and be the caller's own account's (403), and be
 * one that is paid online and not cancelled (409).
 */
async function readOwnOrder(db: Db, orderId: string, caller: Identity): Promise<OrderRow> {
  const [order] = isId(orderId) ? await db.select().from(orders).where(eq(orders.id, orderId)) : [];
  if (!order) throw notFound(paymentMessages.orderNotFound);
  assertOwner(caller, order.userId);
  assertPayableOnline(order);
  return order;
}

/** A cash-on-delivery order takes no online payment, and a cancelled order no payment at all (409). */
export function assertPayableOnline(order: Pick<OrderRow, 'status' | 'paymentMethod'>): void {
  if (order.status === 'cancelled') throw conflict(orderMessages.cancelledNoPayment);
  if (order.paymentMethod === 'cod') throw conflict(orderMessages.codNoOnlinePayment);
}

/**
 * Keeps the payments table in step with the provider: one row per intent, its latest status. A
 * final status is never overwritten by a late, older report (webhooks can arrive out of order).
 */
export async function recordIntent(db: Db, provider: PaymentProvider['name'], intent: ProviderIntent) {
  const [order] =
    intent.orderId && isId(intent.orderId)
      ? await db.select({ id: orders.id }).from(orders).where(eq(orders.id, intent.orderId))
      : [];
  await db
    .insert(payments)
    .values({
      orderId: order?.id ?? null,
      provider,
      intentId: intent.id,
      amountMinor: intent.amountMinor,
      status: intent.status,
    })
    .onConflictDoUpdate({
      target: payments.intentId,
      set: { status: intent.status, updatedAt: new Date() },
      setWhere: and(ne(payments.status, 'succeeded'), ne(payments.status, 'canceled')),
    });
}

/**
 * Whether a payment of the order went through or is going through at the provider, also when the
 * provider reported it before the order was marked paid (orders ask before they are cancelled).
 */
export async function hasSettledPayment(tx: Tx, orderId: string): Promise<boolean> {
  const [settled] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...SETTLED_INTENT_STATUSES])))
    .limit(1);
  return settled !== undefined;
}

/**
 * Marks the order paid with this transaction; 1 when it changed, 0 when it already was paid. A
 * cancelled order never becomes paid (its stock is back on sale).
 */
async function markOrderPaid(db: Db, orderId: string, transactionId: string): Promise<number> {
  const updated = await db
    .update(orders)
    .set({ paid: true, transactionId })
    .where(and(eq(orders.id, orderId), eq(orders.paid, false), ne(orders.status, 'cancelled')))
    .returning({ id: orders.id });
  return updated.length;
}

/** Whether the intent is a finished payment of exactly this order's amount; the reason when not. */
function mismatch(intent: ProviderIntent, order: OrderRow, currency: string): string | null {
  if (intent.orderId !== order.id) return paymentMessages.otherOrder;
  if (intent.amountMinor !== order.totalMinor || intent.currency !== currency)
    return paymentMessages.notVerified;
  if (intent.status !== 'succeeded') return paymentMessages.notSucceeded;
  return null;
}

/**
 * A payment that went through but was never recorded on the order (the customer closed the page
 * before the confirmation): the order is marked paid now instead of being charged twice.
 */
async function settleSucceededIntent(db: Db, order: OrderRow): Promise<boolean> {
  const [succeeded] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
    .limit(1);
  if (!succeeded || succeeded.amountMinor !== order.totalMinor) return false;
  await markOrderPaid(db, order.id, succeeded.intentId);
  return true;
}

/**
 * Before an order is cancelled: its payments still open at the provider are cancelled there, so a
 * payment screen left open cannot charge a card for an order that is gone. A payment the provider
 * reports as gone through marks the order paid instead, and the cancel is then refused.
 */
export async function closeOpenPayments(db: Db, provider: PaymentProvider, orderId: string): Promise<void> {
  const open = await db
    .select({ intentId: payments.intentId })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider.name),
        notInArray(payments.status, [...FINAL_INTENT_STATUSES]),
      ),
    );
  for (const { intentId } of open) {
    const intent = await provider.cancelIntent(intentId);
    if (intent) await recordIntent(db, provider.name, intent);
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order && !order.paid) await settleSucceededIntent(db, order);
}

/** POST /create-payment-intent: the intent for the order's own amount, for its owner. */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  caller: Identity,
  orderId: string,
): Promise<{ clientSecret: string }> {
  const order = await readOwnOrder(db, orderId, caller);
  if (order.paid) throw conflict(paymentMessages.alreadyPaid);
  if (isFreeOrder({ total: order.totalMinor })) throw badRequest(paymentMessages.free);
  if (await settleSucceededIntent(db, order)) throw conflict(paymentMessages.alreadyPaid);
  try {
    const intent = await provider.createIntent({
      orderId: order.id,
      amountMinor: order.totalMinor,
      email: order.email,
      description: `Order CP-${order.orderNumber}`,
    });
    await recordIntent(db, provider.name, intent);
    return { clientSecret: intent.clientSecret };
  } catch (error) {
    // The order was cancelled while its payment was being set up: it is gone, as for an unknown id.
    if (isForeignKeyViolation(error)) throw notFound(paymentMessages.orderNotFound);
    throw error;
  }
}

/**
 * PATCH /api/order/{id}: the client reports a payment; the order becomes paid only when the
 * provider itself confirms that this intent succeeded for this order and its amount.
 */
export async function confirmPayment(
  db: Db,
  provider: PaymentProvider,
  caller: Identity,
  orderId: string,
  body: ConfirmPaymentBody,
): Promise<{ modifiedCount: number }> {
  const order = await readOwnOrder(db, orderId, caller);
  if (body.appointmentId !== order.id) throw badRequest(paymentMessages.otherAppointment);
  if (isFreeOrder({ total: order.totalMinor })) throw badRequest(paymentMessages.free);
  if (order.paid) return confirmedBefore(order, body.transactionId);
  if (!INTENT_ID_PATTERN.test(body.transactionId)) throw badRequest(paymentMessages.notVerified);
  const intent = await provider.retrieveIntent(body.transactionId);
  if (!intent) throw badRequest(paymentMessages.notVerified);
  const reason = mismatch(intent, order, provider.currency);
  if (reason) throw badRequest(reason);
  await recordIntent(db, provider.name, intent);
  if ((await markOrderPaid(db, order.id, intent.id)) === 1) {
    shopCounters.paymentConfirmed(provider.name);
    return { modifiedCount: 1 };
  }
  // Paid in the meantime: by this payment (the webhook, or the same confirmation twice), or another.
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!now) throw notFound(paymentMessages.orderNotFound);
  return confirmedBefore(now, intent.id);
}

/**
 * The answer for an order that is paid already. Reporting the same payment again (a retry, or
 * after the webhook) is the same success and changes nothing; another payment is a conflict.
 */
function confirmedBefore(order: OrderRow, transactionId: string): { modifiedCount: number } {
  if (order.transactionId === transactionId) return { modifiedCount: 1 };
  throw conflict(paymentMessages.alreadyPaid);
}

/** The Stripe events the shop acts on; every PaymentIntent event updates the payments table. */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  log: FastifyBaseLogger,
  currency: string,
): Promise<void> {
  if (!event.type.startsWith('payment_intent.')) return;
  const intent = toProviderIntent(event.data.object as Stripe.PaymentIntent);
  await recordIntent(db, 'stripe', intent);
  if (event.type !== 'payment_intent.succeeded' || !intent.orderId || !isId(intent.orderId)) return;
  const [order] = await db.select().from(orders).where(eq(orders.id, intent.orderId));
  if (!order) {
    // Cancelling an order cancels its intents first, so this needs a person: the money came in.
    log.error(
      { intentId: intent.id, orderId: intent.orderId, amountMinor: intent.amountMinor },
      'a payment succeeded for an order that no longer exists: refund it from the Stripe dashboard',
    );
    return;
  }
  if (!order.paid && mismatch(intent, order, currency) === null) {
    // Counted once: by whichever marks the order paid, this webhook or the client's confirmation.
    if ((await markOrderPaid(db, order.id, intent.id)) === 1) shopCounters.paymentConfirmed('stripe');
  }
}

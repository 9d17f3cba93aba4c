import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { orders } from './orders.js';

/**
 * Where a payment attempt stands, in the provider's words (Stripe's PaymentIntent statuses, which
 * the built-in test provider uses too). Only the payments feature reads them.
 */
export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment that took money the shop must give back (a late payment of a cancelled order...). */
export const REFUND_STATES = ['to_refund', 'refunded'] as const;

/**
 * One row per payment attempt at the provider (a PaymentIntent, or an SSLCommerz session whose
 * tran_id is the intent id). A record outlives a cancelled order (its order id becomes null), so
 * every charge the provider reports can still be traced.
 * SSLCommerz attempts use the same statuses: requires_payment_method while the session is open,
 * requires_capture while a risky payment is held for the admin, succeeded once it counts,
 * canceled when it failed, was refused or was voided with its cancelled order.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    provider: text({ enum: ['test', 'stripe', 'sslcommerz'] }).notNull(),
    intentId: text().notNull().unique(),
    amountMinor: integer('amount_cents').notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    /** The currency SSLCommerz was asked for (SHOP_CURRENCY); null for card payments. */
    currency: text(),
    /**
     * What SSLCommerz charged, in its own currency (taka, also for a payment asked in dollars), in
     * minor units: recorded once the Order Validation API vouches for the payment.
     */
    chargedMinor: integer(),
    chargedCurrency: text(),
    /** SSLCommerz's id of the validated payment. */
    valId: text().unique('payments_val_id_unique'),
    /** SSLCommerz's risk level of the payment: 1 holds it for the admin. */
    riskLevel: smallint(),
    riskTitle: text(),
    /** When the session was voided because its order was cancelled. */
    voidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Money came in that the order does not take: it goes back to the customer. */
    refund: text({ enum: REFUND_STATES }),
    /** Why the attempt ended as it did, for the shop's records (a failure reason, a refund's cause). */
    note: text(),
    ...timestamps,
  },
  (table) => [index('payments_order_id_idx').on(table.orderId)],
);

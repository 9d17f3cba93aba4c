import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

/**
 * One row per payment attempt at the provider (a PaymentIntent). A record outlives a cancelled
 * order (its order id becomes null), so every charge the provider reports can still be traced.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    provider: text({ enum: ['test', 'stripe'] }).notNull(),
    intentId: text().notNull().unique(),
    amountCents: integer().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    ...timestamps,
  },
  (table) => [index('payments_order_id_idx').on(table.orderId)],
);

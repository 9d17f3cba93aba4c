import { RETURN_EVENT_STATUSES, RETURN_REASONS, RETURN_STATUSES } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { orders } from './orders.js';
import { products } from './products.js';

/** The numbers customers and the shop speak of (RT-10001, ...); owned by returns.return_number. */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 10001 });

const RETURN_STATUS_LIST = sql.raw(RETURN_STATUSES.map((status) => `'${status}'`).join(', '));
const RETURN_REASON_LIST = sql.raw(RETURN_REASONS.map((reason) => `'${reason}'`).join(', '));
const RETURN_EVENT_LIST = sql.raw(RETURN_EVENT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * A return of parts of a delivered order, or a warranty claim (issue 35): who sends what back and
 * why, where it stands, and its refund. A return is never deleted; its order stays with it.
 */
export const returns = pgTable(
  'returns',
  {
    id: id(),
    returnNumber: integer()
      .notNull()
      .unique('returns_return_number_unique')
      .default(sql`nextval('return_number_seq')`),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The order's account; null once the account is deleted (the order keeps its e-mail and name). */
    userId: uuid(),
    status: text({ enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text({ enum: RETURN_REASONS }).notNull(),
    note: text(),
    /** The shop's own uploads (`/uploads/....webp`) the customer sent with it. */
    photos: jsonb().$type<string[]>().notNull().default([]),
    /** Why the shop rejected it, shown to the customer. */
    rejectionReason: text(),
    /** Received as damaged: written off instead of back in stock; null until received. */
    damaged: boolean(),
    /** The shop sent the wrong part: a wrong fit gets its delivery fee back too (refundsDeliveryFee). */
    shopAtFault: boolean().notNull().default(false),
    /** What the return refunds, decided when it is refunded; null until then. */
    refundMinor: integer(),
    /** Of refundMinor, the order's delivery fee (0 unless the shop was at fault). */
    refundFeeMinor: integer(),
    refundMethod: text({ enum: ['manual', 'sslcommerz', 'card'] }),
    /** A manual refund's bKash/Nagad number or cash receipt; a provider's refund id. */
    refundReference: text(),
    /** processing: the provider has not finished paying it back yet. */
    refundStatus: text({ enum: ['refunded', 'processing'] }),
    /** The payment provider's answer, kept for the shop's records. */
    refundAnswer: jsonb(),
    refundedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the customer confirmed a manual refund reached them. */
    customerConfirmedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the refund sweep last asked the provider about a processing refund (refund-sweep.ts). */
    refundCheckedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The courier a return pickup was asked of on approval (Steadfast); null: the customer drops the parts off. */
    pickupCourier: text(),
    /** The courier's id of the return request, once booked. */
    pickupId: text(),
    /** The courier's status of it (pending, approved, processing, completed, cancelled). */
    pickupStatus: text(),
    /** Why the booking failed, until the admin books it again. */
    pickupError: text(),
    ...timestamps,
  },
  (table) => [
    index('returns_order_id_idx').on(table.orderId),
    index('returns_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('returns_status_created_at_idx').on(table.status, table.createdAt),
    // One open return per order, whatever two requests at once do.
    uniqueIndex('returns_one_open_per_order_idx')
      .on(table.orderId)
      .where(sql`${table.status} in ('requested', 'approved', 'received')`),
    check('returns_status_known', sql`${table.status} in (${RETURN_STATUS_LIST})`),
    check('returns_reason_known', sql`${table.reason} in (${RETURN_REASON_LIST})`),
    check(
      'returns_refund_not_negative',
      sql`${table.refundMinor} is null or (${table.refundMinor} >= 0 and ${table.refundFeeMinor} >= 0 and ${table.refundFeeMinor} <= ${table.refundMinor})`,
    ),
  ],
);

/** One part going back, with the unit price the order charged for it. */
export const returnLines = pgTable(
  'return_lines',
  {
    id: id(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    image: text().notNull(),
    quantity: integer().notNull(),
    /** Unit price times quantity, as the order charged it. */
    priceMinor: integer().notNull(),
  },
  (table) => [
    index('return_lines_return_id_idx').on(table.returnId),
    check('return_lines_quantity_positive', sql`${table.quantity} >= 1`),
    check('return_lines_price_not_negative', sql`${table.priceMinor} >= 0`),
  ],
);

/** A return's history, appended to and never changed, like an order's (order_events). */
export const returnEvents = pgTable(
  'return_events',
  {
    id: id(),
    returnId: uuid()
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    status: text({ enum: RETURN_EVENT_STATUSES }).notNull(),
    by: text().notNull(),
    note: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('return_events_return_id_at_idx').on(table.returnId, table.at),
    check('return_events_status_known', sql`${table.status} in (${RETURN_EVENT_LIST})`),
  ],
);

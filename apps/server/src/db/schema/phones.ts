import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { id } from './columns.js';
import { orders } from './orders.js';
import { returns } from './returns.js';

/**
 * Phone first (issue 34). Every phone number here is in the one form the delivery schema gives
 * (`+8801712345678`, contract delivery.ts).
 */

/**
 * The one-time codes sent by SMS: six digits, kept only as a hash, good for five minutes and one
 * use, burnt after five wrong tries. `purpose` says what a right code does: `verify` marks the
 * phone verified for the signed-in account that asked; `sign-in` signs in (or up) with the phone.
 * The rows stay after use or expiry: the limits per phone, per client and per account count them.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    phone: text().notNull(),
    purpose: text({ enum: ['verify', 'sign-in'] }).notNull(),
    codeHash: text().notNull(),
    /** The account that asked (a `verify` code); null for a sign-in code. */
    userId: uuid().references(() => user.id, { onDelete: 'cascade' }),
    /** The client address that asked (the limits per client). */
    clientAddress: text().notNull(),
    /** Wrong codes tried against it. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** When it was used, or burnt by wrong tries; null while it still works. */
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('phone_codes_phone_created_at_idx').on(table.phone, table.createdAt),
    index('phone_codes_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('phone_codes_client_created_at_idx').on(table.clientAddress, table.createdAt),
    check('phone_codes_purpose_known', sql`${table.purpose} in ('verify', 'sign-in')`),
    check('phone_codes_attempts_not_negative', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The phones an account proved it holds, with a code sent to them. A cash on delivery order to a
 * phone not here for its account waits (orders.awaiting_phone_verification); verifying the phone
 * releases the account's waiting orders to it (a trigger, migration 0015).
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.phone] }),
    index('verified_phones_phone_idx').on(table.phone),
  ],
);

/** The order steps that send the customer an SMS (SMS_EVENTS turns each off). */
export const ORDER_SMS_KINDS = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
/** The return steps that send the customer an SMS (issue 35), one SMS_EVENTS name each. */
export const RETURN_SMS_KINDS = [
  'return_requested',
  'return_approved',
  'return_rejected',
  'return_received',
  'return_refunded',
] as const;
/** Every kind of SMS a step sends: what SMS_EVENTS names, and what the queue's rows hold. */
export const SMS_KINDS = [...ORDER_SMS_KINDS, ...RETURN_SMS_KINDS] as const;
const SMS_KIND_LIST = sql.raw(SMS_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * The SMS an order's steps (and its returns' steps) owe its customer, written in the transaction
 * that makes the step (a transactional outbox, as order_mail_queue): a gateway that fails gets
 * them again later, and a row goes once its SMS is sent. The row's id is the gateway's message id
 * (SSL Wireless `csms_id`), so a retried send the gateway already took is refused as a duplicate,
 * never sent twice.
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The return whose step it tells of (a `return_` kind); null for the order's own steps. */
    returnId: uuid().references(() => returns.id, { onDelete: 'cascade' }),
    kind: text({ enum: SMS_KINDS }).notNull(),
    /** How often a process has taken it to send. */
    attempts: integer().notNull().default(0),
    /** When it is to be sent; a process that takes it moves this on to its next try. */
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_queue_due_at_idx').on(table.dueAt),
    check('sms_queue_kind_known', sql`${table.kind} in (${SMS_KIND_LIST})`),
  ],
);

import { ORDER_STATUSES } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { products } from './products.js';

/** The numbers customers and the shop speak of (CP-10001, ...); owned by orders.order_number. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 10001 });

const ORDER_STATUS_LIST = sql.raw(`'placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned'`);

/**
 * An order: who bought, its number and status, where it goes and how it is paid, and the amounts
 * the server computed. It keeps copies of the buyer's e-mail and name, so it stays readable for the
 * shop's records after the account is deleted. An order is never deleted: a cancel sets its status.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: integer()
      .notNull()
      .unique('orders_order_number_unique')
      .default(sql`nextval('order_number_seq')`),
    userId: uuid(),
    email: text().notNull(),
    userName: text().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('placed'),
    paymentMethod: text({ enum: ['cod', 'online'] })
      .notNull()
      .default('online'),
    // Amounts are in the currency's minor units (paisa or cents); the columns keep their first names.
    subtotalMinor: integer('subtotal_cents').notNull(),
    deliveryFeeMinor: integer('delivery_fee_cents').notNull(),
    totalMinor: integer('total_cents').notNull(),
    /** Null until the customer gives them (an order placed with the spec's body has none). */
    deliveryName: text(),
    deliveryPhone: text(),
    deliveryDistrict: text(),
    deliveryAddress: text(),
    courier: text(),
    trackingNumber: text(),
    /**
     * A parcel booked through a courier's API (features/couriers): the courier's id of it, what the
     * courier charges the shop for it, the courier's last word on it and when the shop last heard
     * or asked (the sweep asks about parcels it has not heard of for a while). Null for an order
     * shipped by hand with a typed tracking number.
     */
    consignmentId: text(),
    courierFeeMinor: integer(),
    parcelStatus: text(),
    parcelCheckedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The cash the courier collected on delivery, as the courier reported it (short amounts are flagged). */
    collectedMinor: integer(),
    paid: boolean().notNull().default(false),
    transactionId: text().unique(),
    /** How many parts the order holds, all its lines together (the account's open units count it). */
    units: integer().notNull().default(0),
    /**
     * A cash on delivery order of an account whose e-mail address was not verified: it waits
     * unconfirmed and goes back to stock after COD_UNCONFIRMED_TTL hours, unless the address is
     * verified first (a trigger on the account clears it, migration 0013; docs/decisions/027).
     */
    awaitingVerification: boolean().notNull().default(false),
    /**
     * A cash on delivery order whose delivery phone was not verified for its account when placed
     * ("Phone not verified"): the shop confirms it only once the customer verifies the phone with a
     * code (a trigger on verified_phones clears it, migration 0015) or with a note that says why
     * (the owner called the customer); unverified, it goes back to stock after COD_UNCONFIRMED_TTL.
     */
    awaitingPhoneVerification: boolean().notNull().default(false),
    /**
     * Issue 34, COD_ADVANCE: what a cash on delivery order must pay online (its delivery fee, through
     * SSLCommerz) before the shop confirms it, decided by the server when the order is placed; 0 for
     * none. Whether it came in is advance_paid; the rest of the total is collected at the door.
     */
    advanceMinor: integer().notNull().default(0),
    advancePaid: boolean().notNull().default(false),
    /** Issue 37: what the order's promotions took off its lines (free delivery is a fee of 0), and its code. */
    discountMinor: integer().notNull().default(0),
    promotionCode: text(),
    ...timestamps,
  },
  (table) => [
    // A customer's orders, newest first (GET /api/orders/{email}).
    index('orders_email_created_at_id_idx').on(table.email, table.createdAt, table.id),
    index('orders_user_id_idx').on(table.userId),
    index('orders_created_at_id_idx').on(table.createdAt, table.id),
    // A courier's webhook names its parcel; one parcel belongs to one order.
    uniqueIndex('orders_courier_consignment_idx')
      .on(table.courier, table.consignmentId)
      .where(sql`${table.consignmentId} is not null`),
    // The sweep: parcels on their way, the longest unheard of first.
    index('orders_parcels_on_the_way_idx')
      .on(table.parcelCheckedAt)
      .where(sql`${table.status} = 'shipped' and ${table.consignmentId} is not null`),
    // A phone's record in this shop (issue 34): the admin's count and COD_ADVANCE's risky test.
    index('orders_delivery_phone_status_idx').on(table.deliveryPhone, table.status),
    // The expiry sweep's unpaid placed orders, oldest first.
    index('orders_status_created_at_idx').on(table.status, table.createdAt),
    check('orders_amounts_not_negative', sql`${table.subtotalMinor} >= 0 and ${table.deliveryFeeMinor} >= 0`),
    check(
      'orders_total_is_subtotal_and_fee',
      sql`${table.totalMinor} = ${table.subtotalMinor} - ${table.discountMinor} + ${table.deliveryFeeMinor}`,
    ),
    check(
      'orders_discount_within_subtotal',
      sql`${table.discountMinor} >= 0 and ${table.discountMinor} <= ${table.subtotalMinor}`,
    ),
    check('orders_status_known', sql`${table.status} in (${ORDER_STATUS_LIST})`),
    check('orders_payment_method_known', sql`${table.paymentMethod} in ('cod', 'online')`),
    check('orders_units_not_negative', sql`${table.units} >= 0`),
    check(
      'orders_advance_within_total',
      sql`${table.advanceMinor} >= 0 and ${table.advanceMinor} <= ${table.totalMinor}`,
    ),
  ],
);

/**
 * One ordered part of an order, with copies of the product's name and image as they were, so the
 * order stays readable after the product is changed or deleted.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    image: text().notNull(),
    size: text().notNull(),
    quantity: integer().notNull(),
    /** Unit price times quantity. */
    priceMinor: integer('price_cents').notNull(),
    /** Issue 37: the part of the order's discount this line got; a refund pays back price less this. */
    discountMinor: integer().notNull().default(0),
    /** The line's place in its order, from 0: a checkout keeps the order of the customer's cart. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('order_lines_order_id_idx').on(table.orderId),
    index('order_lines_product_id_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} >= 1`),
    check('order_lines_price_not_negative', sql`${table.priceMinor} >= 0`),
    check(
      'order_lines_discount_within_price',
      sql`${table.discountMinor} >= 0 and ${table.discountMinor} <= ${table.priceMinor}`,
    ),
  ],
);

/** An order's history, appended to and never changed: each status it took, who moved it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    by: text().notNull(),
    note: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('order_events_order_id_at_idx').on(table.orderId, table.at),
    check('order_events_status_known', sql`${table.status} in (${ORDER_STATUS_LIST})`),
  ],
);

/**
 * The mails an order's placing owes, written by the statement that writes the order (a
 * transactional outbox): a crash after the commit still sends them, a mail server that is down gets
 * them later, and placing the order never waits for them. A row goes once its mail is sent
 * (features/orders/order-mail-queue.ts).
 */
export const orderMailQueue = pgTable(
  'order_mail_queue',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer's confirmation, or the shop's notice of a new order. */
    kind: text({ enum: ['confirmation', 'notice'] }).notNull(),
    /** How often a process has taken it to send. */
    attempts: integer().notNull().default(0),
    /**
     * When it is to be sent. A process that takes it moves this on to when it is tried again, so
     * no other process sends it meanwhile and a failed send waits its turn.
     */
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('order_mail_queue_due_at_idx').on(table.dueAt),
    check('order_mail_queue_kind_known', sql`${table.kind} in ('confirmation', 'notice')`),
  ],
);

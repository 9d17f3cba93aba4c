import { PART_NUMBER_KINDS } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { id, timestamps } from './columns.js';
import { orders } from './orders.js';
import { products } from './products.js';
import { vehicles } from './vehicles.js';

const PART_NUMBER_KIND_LIST = sql.raw(PART_NUMBER_KINDS.map((kind) => `'${kind}'`).join(', '));

/**
 * Issue 36: the numbers a part is known by: OEM numbers and the maker's own (each with the maker's
 * name), and the old numbers it supersedes (kind `replaces`). Each is kept as typed and in its normal
 * form (upper case, without spaces, dashes, dots or slashes), which search matches on.
 */
export const partNumbers = pgTable(
  'part_numbers',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text({ enum: PART_NUMBER_KINDS }).notNull(),
    /** Whose number it is: Toyota, Bosch; null for a superseded number. */
    maker: text(),
    /** As typed: 04465-12592. */
    number: text().notNull(),
    /** As matched: 0446512592. */
    normal: text().notNull(),
    /** The order the admin gave them in. */
    position: integer().notNull().default(0),
  },
  (table) => [
    // A number search: one index range, whatever the part.
    index('part_numbers_normal_idx').on(table.normal),
    // The numbers of one part, in their order; a part lists a number once per kind.
    uniqueIndex('part_numbers_product_kind_normal_idx').on(table.productId, table.kind, table.normal),
    check('part_numbers_kind_known', sql`${table.kind} in (${PART_NUMBER_KIND_LIST})`),
    check('part_numbers_normal_not_empty', sql`length(${table.normal}) between 1 and 40`),
  ],
);

/**
 * Issue 36: "Tell me when it is back": a signed-in customer waits for an out-of-stock part. Sent once
 * when the stock rises from 0; the row then goes.
 */
export const backInStock = pgTable(
  'back_in_stock',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'back_in_stock_pk', columns: [table.productId, table.userId] }),
    index('back_in_stock_user_id_idx').on(table.userId),
  ],
);

/** The numbers requests are known by (PR-10001, ...). */
export const partRequestNumberSeq = pgSequence('part_request_number_seq', { startWith: 10001 });

export const PART_REQUEST_STATUSES = ['open', 'quoted', 'cannot_source', 'closed'] as const;
const PART_REQUEST_STATUS_LIST = sql.raw(PART_REQUEST_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Issue 36: a part the shop does not list, asked for by a visitor or a customer, and the shop's
 * answer: a quoted product and price, or "cannot source".
 */
export const partRequests = pgTable(
  'part_requests',
  {
    id: id(),
    requestNumber: integer()
      .notNull()
      .unique('part_requests_request_number_unique')
      .default(sql`nextval('part_request_number_seq')`),
    /** The signed-in customer who asked; null for a visitor. */
    userId: uuid().references(() => user.id, { onDelete: 'set null' }),
    name: text(),
    phone: text(),
    email: text(),
    /** The language the answer is written in. */
    language: text().notNull().default('en'),
    vehicleId: uuid().references(() => vehicles.id, { onDelete: 'set null' }),
    /** A car not in the list, as typed: "Toyota Axio 2012". */
    vehicleText: text(),
    chassisCode: text(),
    partNumber: text(),
    description: text(),
    photo: text(),
    status: text({ enum: PART_REQUEST_STATUSES }).notNull().default('open'),
    /** The answer: the product put in the customer's cart, its price and how many. */
    quoteProductId: uuid().references(() => products.id, { onDelete: 'set null' }),
    quotePriceMinor: integer(),
    quoteQty: integer(),
    quoteNote: text(),
    /** The secret of the link that puts the quote in the cart; only its hash is kept. */
    quoteTokenHash: text(),
    /** The order that used the quote: cancelling it reopens the quote (issue 36). */
    quoteOrderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('part_requests_status_created_at_idx').on(table.status, table.createdAt),
    index('part_requests_user_id_idx').on(table.userId),
    check('part_requests_status_known', sql`${table.status} in (${PART_REQUEST_STATUS_LIST})`),
    check(
      'part_requests_quote_not_negative',
      sql`${table.quotePriceMinor} is null or ${table.quotePriceMinor} >= 0`,
    ),
  ],
);

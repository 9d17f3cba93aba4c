import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { id, timestamps } from './columns.js';
import { products } from './products.js';

/**
 * Issue 37, garages: a customer group (Garage, Fleet) and its price list. Percentages are kept in
 * hundredths of a percent (basis points): `discount_bp` off every part, `category_bp` and `brand_bp`
 * (category or brand id -> basis points) before it. The order's transaction prices a member's
 * lines from it (features/orders/trade-prices.ts, docs/decisions/043).
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: id(),
    name: text().notNull(),
    discountBp: integer().notNull().default(0),
    categoryBp: jsonb().$type<Record<string, number>>().notNull().default({}),
    brandBp: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Members order cash on delivery above COD_ADVANCE_OVER without paying the fee first. */
    codAboveLimits: boolean().notNull().default(false),
    /** Members get a printable monthly statement of their orders. */
    monthlyStatement: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('customer_groups_name_lower_idx').on(sql`lower(${table.name})`),
    check('customer_groups_discount_range', sql`${table.discountBp} between 0 and 10000`),
  ],
);

/** A fixed trade price: the unit price of a part from `min_qty` units of it in one order. */
export const customerGroupPrices = pgTable(
  'customer_group_prices',
  {
    groupId: uuid()
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQty: integer().notNull().default(1),
    priceMinor: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.productId, table.minQty] }),
    index('customer_group_prices_product_idx').on(table.productId),
    check('customer_group_prices_positive', sql`${table.priceMinor} >= 0 and ${table.minQty} >= 1`),
  ],
);

/** An account's group: one at most (the account is the key). */
export const customerGroupMembers = pgTable(
  'customer_group_members',
  {
    userId: uuid()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    groupId: uuid()
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('customer_group_members_group_idx').on(table.groupId)],
);

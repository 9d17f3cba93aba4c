import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { orders } from './orders.js';

/**
 * Issue 37: a promotion, with a code customers type (EID10, whatever its letter case) or automatic
 * (no code). `value` is a percentage for 'percent', minor units for 'amount', 0 for 'free_delivery'.
 * Empty scope lists mean the whole order. `used_count` is counted by the order's transaction, which
 * locks the row (features/promotions/promotion-locks.ts, docs/decisions/042).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    code: text(),
    automatic: boolean().notNull().default(false),
    kind: text({ enum: ['percent', 'amount', 'free_delivery'] }).notNull(),
    value: integer().notNull().default(0),
    minOrderMinor: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true, mode: 'date' }),
    endsAt: timestamp({ withTimezone: true, mode: 'date' }),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    categories: text().array().notNull().default(sql`'{}'`),
    brands: uuid().array().notNull().default(sql`'{}'`),
    productIds: uuid().array().notNull().default(sql`'{}'`),
    stacks: boolean().notNull().default(false),
    usedCount: integer().notNull().default(0),
    /** Set when the admin ended it early. */
    endedAt: timestamp({ withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('promotions_code_lower_idx').on(sql`lower(${table.code})`),
    check('promotions_kind_known', sql`${table.kind} in ('percent', 'amount', 'free_delivery')`),
    check('promotions_code_or_automatic', sql`(${table.code} is null) = ${table.automatic}`),
    check('promotions_value_not_negative', sql`${table.value} >= 0 and ${table.minOrderMinor} >= 0`),
    check(
      'promotions_used_within_max',
      sql`${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses}`,
    ),
  ],
);

/** One order's use of a promotion and the discount it gave. */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: id(),
    promotionId: uuid()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid(),
    discountMinor: integer().notNull(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('promotion_uses_promotion_user_idx').on(table.promotionId, table.userId),
    index('promotion_uses_order_idx').on(table.orderId),
  ],
);

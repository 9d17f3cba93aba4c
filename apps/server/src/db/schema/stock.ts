import { STOCK_REASONS } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { orders } from './orders.js';
import { products } from './products.js';

const STOCK_REASON_LIST = sql.raw(
  `'order', 'cancel', 'checkout', 'restock', 'damage', 'correction', 'edit', 'return', 'write-off', 'import'`,
);

/**
 * Every change of a product's stock, appended in the transaction that made it and never changed:
 * who, when, the stock before and after, and why (an order, its cancel, a checkout, an admin's
 * restock, damage, correction or plain edit). A deleted product's history goes with it.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: id(),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The order behind an order's or a cancel's change; null for an admin's edit. */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    /** The account that made it; null for the shop itself (the expiry of unpaid orders). */
    userId: uuid(),
    by: text().notNull(),
    reason: text({
      enum: STOCK_REASONS,
    }).notNull(),
    before: integer().notNull(),
    after: integer().notNull(),
    /**
     * Issue 35: parts a return brought back damaged, written off instead of put back in stock (the
     * stock itself does not change: before = after); 0 for every other change.
     */
    writtenOff: integer().notNull().default(0),
    /** What else it says: "return RT-10001". */
    note: text(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // A product's history, newest first.
    index('stock_changes_product_id_at_idx').on(table.productId, table.at),
    index('stock_changes_order_id_idx').on(table.orderId),
    check('stock_changes_reason_known', sql`${table.reason} in (${STOCK_REASON_LIST})`),
  ],
);

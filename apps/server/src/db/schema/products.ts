import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    image: text().notNull(),
    category: text(),
    priceCents: integer().notNull(),
    availableQty: integer().notNull(),
    /** The minimum order quantity (the spec's orderQty). */
    minOrderQty: integer().notNull(),
    ...timestamps,
  },
  (table) => [
    index('products_name_idx').on(table.name),
    index('products_category_idx').on(table.category),
    index('products_created_at_idx').on(table.createdAt),
    check('products_price_not_negative', sql`${table.priceCents} >= 0`),
    check('products_stock_not_negative', sql`${table.availableQty} >= 0`),
    check('products_min_order_positive', sql`${table.minOrderQty} >= 1`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { products } from './products.js';

/**
 * An order keeps copies of the product's name and image and of the buyer's e-mail and name, so it
 * stays readable for the shop's records after the product or the account is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    userId: uuid(),
    email: text().notNull(),
    userName: text().notNull(),
    productName: text().notNull(),
    image: text().notNull(),
    size: text().notNull(),
    quantity: integer().notNull(),
    priceCents: integer().notNull(),
    paid: boolean().notNull().default(false),
    transactionId: text().unique(),
    ...timestamps,
  },
  (table) => [
    // A customer's orders, newest first (GET /api/orders/{email}).
    index('orders_email_created_at_id_idx').on(table.email, table.createdAt, table.id),
    index('orders_user_id_idx').on(table.userId),
    index('orders_product_id_idx').on(table.productId),
    index('orders_created_at_id_idx').on(table.createdAt, table.id),
    check('orders_quantity_positive', sql`${table.quantity} >= 1`),
    check('orders_price_not_negative', sql`${table.priceCents} >= 0`),
  ],
);

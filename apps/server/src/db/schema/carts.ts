import type { CartLine } from '@chaka/contract';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The cart a signed-in customer keeps with the account, so it follows them to another device: one
 * row per account, its lines as the customer last saved them (at most CART_MAX_LINES, merged). It
 * holds no price: prices and stock are read from the catalogue when the cart is shown or checked
 * out. It goes with the account.
 */
export const carts = pgTable('carts', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  items: jsonb().$type<CartLine[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

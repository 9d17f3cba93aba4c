import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { id } from './columns.js';
import { orders } from './orders.js';

/** Staff's internal notes on an order (issue 38): never part of what its customer is answered. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => user.id, { onDelete: 'set null' }),
    authorName: text().notNull(),
    authorEmail: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * Every staff write (issue 38): who, when, what, the values before and after, and the client's
 * address, written in the transaction of the change itself (lib/audit.ts). The actor's e-mail and
 * name are copies, so the entry outlives the account; no route changes or deletes an entry.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid(),
    actorEmail: text().notNull(),
    actorName: text().notNull(),
    kind: text().notNull(),
    subject: text().notNull(),
    orderId: uuid(),
    productId: uuid(),
    before: jsonb(),
    after: jsonb(),
    clientAddress: text(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorEmail, table.at),
    index('audit_log_order_idx').on(table.orderId),
    index('audit_log_product_idx').on(table.productId),
  ],
);

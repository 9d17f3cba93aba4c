import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { partRequests } from './catalogue.js';
import { id } from './columns.js';
import { products } from './products.js';

/** What a notice tells: a part is back in stock, or the shop quoted a part request. */
export const NOTICE_KINDS = ['back_in_stock', 'part_quote', 'part_cannot_source'] as const;
export const NOTICE_CHANNELS = ['mail', 'sms'] as const;

/**
 * Issue 36: the mails and SMS of back-in-stock waits and part-request quotes, written in the
 * transaction that caused them (the outbox pattern, as order_mail_queue) and sent off it by
 * features/part-requests/notice-queue.ts; a row goes once sent. A product's stock rising from 0
 * queues its waiters' notices through a trigger on products (migration 0021), whichever code
 * raised it. A quote's row keeps the secret of its link until it is sent.
 */
export const noticeQueue = pgTable(
  'notice_queue',
  {
    id: id(),
    kind: text({ enum: NOTICE_KINDS }).notNull(),
    channel: text({ enum: NOTICE_CHANNELS }).notNull(),
    /** Whom a back-in-stock notice goes to. */
    userId: uuid().references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid().references(() => products.id, { onDelete: 'cascade' }),
    partRequestId: uuid().references(() => partRequests.id, { onDelete: 'cascade' }),
    /** The quote link's secret, until the notice is sent. */
    token: text(),
    attempts: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('notice_queue_due_at_idx').on(table.dueAt),
    check(
      'notice_queue_kind_known',
      sql`${table.kind} in ('back_in_stock', 'part_quote', 'part_cannot_source')`,
    ),
    check('notice_queue_channel_known', sql`${table.channel} in ('mail', 'sms')`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/**
 * Site-wide customer testimonials; the author is copied from the session at posting time. A review
 * the admin hides stays stored but is left out of every public list.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid().notNull(),
    authorName: text().notNull(),
    authorPhoto: text(),
    rating: doublePrecision().notNull(),
    reviewText: text().notNull(),
    hidden: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('reviews_created_at_idx').on(table.createdAt),
    // An account's reviews of the last day (REVIEWS_PER_DAY).
    index('reviews_user_id_created_at_idx').on(table.userId, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} >= 0.5 and ${table.rating} <= 5`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/** Site-wide customer testimonials; the author is copied from the session at posting time. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid().notNull(),
    authorName: text().notNull(),
    authorPhoto: text(),
    rating: doublePrecision().notNull(),
    reviewText: text().notNull(),
    ...timestamps,
  },
  (table) => [
    index('reviews_created_at_idx').on(table.createdAt),
    check('reviews_rating_range', sql`${table.rating} >= 0.5 and ${table.rating} <= 5`),
  ],
);

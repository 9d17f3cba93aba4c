import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    question: text().notNull(),
    answer: text().notNull(),
    ...timestamps,
  },
  (table) => [index('blogs_created_at_idx').on(table.createdAt)],
);

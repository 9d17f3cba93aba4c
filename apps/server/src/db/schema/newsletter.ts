import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: id(),
  email: text().notNull().unique(),
  ...timestamps,
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  email: text().notNull(),
  message: text().notNull(),
  ...timestamps,
});

import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { timestamps } from './columns.js';

/** The profile fields of SPEC §3 "User" that are not part of the account itself. */
export const profiles = pgTable('profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  education: text(),
  number: text(),
  address: text(),
  facebook: text(),
  linkedin: text(),
  image: text(),
  ...timestamps,
});

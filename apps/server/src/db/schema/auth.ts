import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/**
 * better-auth's tables (user, session, account, verification) plus the shop's role. Ids are UUIDs
 * the database makes (better-auth's `generateId: 'uuid'`).
 */
export const user = pgTable(
  'user',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    role: text({ enum: ['admin', 'user'] })
      .notNull()
      .default('user'),
    /**
     * A staff role below owner (issue 38, docs/decisions/044): manager, packer or support; null for
     * none. An owner is `role: 'admin'`, as the spec stores it, and has no staff role here.
     */
    staffRole: text({ enum: ['manager', 'packer', 'support'] }),
    // The language the customer chose (docs/decisions/016); null until they choose one.
    locale: text({ enum: ['en', 'bn'] }),
    /**
     * The account's own mobile number (`+8801712345678`) and whether a code sent to it came back:
     * better-auth's phone-number plugin signs in with it. A phone-only account (signed up with a
     * phone and a name) has a placeholder e-mail address that no mail is sent to (issue 34).
     */
    phoneNumber: text().unique(),
    phoneNumberVerified: boolean().notNull().default(false),
    /**
     * How many of the customer's orders hold stock unpaid (isUnpaidOrder, contract order-rules.ts),
     * kept by a trigger on orders (migration 0013): placing an order checks it under the account's
     * row lock, so the limit holds with no count of the orders (docs/decisions/023).
     */
    unpaidOrders: integer().notNull().default(0),
    /**
     * How many parts (units, all lines together) the customer's open orders hold (placed or
     * confirmed: not yet shipped, not cancelled), kept by a trigger on orders (migration 0013) and
     * checked under the account's row lock against the caps on what one account may hold
     * (docs/decisions/027).
     */
    openUnits: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('user_unpaid_orders_not_negative', sql`${table.unpaidOrders} >= 0`),
    check('user_open_units_not_negative', sql`${table.openUnits} >= 0`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: id(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: id(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

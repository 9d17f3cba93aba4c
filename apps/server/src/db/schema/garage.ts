import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { timestamps } from './columns.js';
import { vehicles } from './vehicles.js';

/**
 * My Garage: the cars a customer keeps with the account, one of them the current car the shop is
 * filtered by. A customer's car is theirs alone: it goes with the account. A vehicle an admin removes
 * from the catalogue leaves the garages too, as no part can be listed for it any more.
 */
export const garage = pgTable(
  'garage',
  {
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    isCurrent: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    // A car is saved once per customer; the key also reads "my garage" in one range.
    primaryKey({ name: 'garage_pk', columns: [table.userId, table.vehicleId] }),
    // At most one current car per customer, kept by the database even under racing requests.
    uniqueIndex('garage_one_current_idx').on(table.userId).where(sql`${table.isCurrent}`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { products } from './products.js';

/**
 * A vehicle as drivers and parts counters name it: make, model, generation with its years, the
 * chassis code of the import papers (NZE141) and the engine (1NZ-FE, 1496 cc). The fuel is the
 * factory's: a CNG conversion keeps the car a petrol vehicle (see contract/src/vehicles.ts).
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    make: text().notNull(),
    model: text().notNull(),
    generation: text().notNull(),
    yearFrom: integer().notNull(),
    /** Null while the vehicle is still built. */
    yearTo: integer(),
    chassisCode: text(),
    engineCode: text().notNull(),
    engineCc: integer().notNull(),
    fuel: text().notNull(),
    body: text().notNull(),
    ...timestamps,
  },
  (table) => [
    // One row per vehicle; a missing chassis code counts as one value (PostgreSQL 13+ has no
    // NULLS NOT DISTINCT).
    uniqueIndex('vehicles_identity_idx').on(
      table.make,
      table.model,
      table.generation,
      sql`coalesce(${table.chassisCode}, '')`,
      table.engineCode,
    ),
    check('vehicles_years_in_order', sql`${table.yearTo} is null or ${table.yearTo} >= ${table.yearFrom}`),
    check('vehicles_engine_cc_positive', sql`${table.engineCc} > 0`),
    check('vehicles_fuel_known', sql`${table.fuel} in ('petrol', 'diesel', 'hybrid')`),
    check(
      'vehicles_body_known',
      sql`${table.body} in ('sedan', 'hatchback', 'wagon', 'suv', 'minivan', 'van')`,
    ),
  ],
);

/**
 * Which products fit which vehicles. A product with no rows here fits every vehicle only when it is
 * marked so (products.fits_all_vehicles); otherwise its fitment is unknown.
 */
export const productFitment = pgTable(
  'product_fitment',
  {
    // Vehicle first: "does product P fit vehicle V" and "the products of V" both read this key.
    vehicleId: uuid()
      .notNull()
      // No action: a vehicle with fitment cannot be deleted (the shop answers 409), so fitment is
      // never lost silently. (RESTRICT would do the same, but PostgreSQL 17 reports it as 23001.)
      .references(() => vehicles.id),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** front, rear, left, right or a corner; null where it does not matter. */
    position: text(),
    /** How many of the product one vehicle takes. */
    quantity: integer().notNull().default(1),
    note: text(),
  },
  (table) => [
    primaryKey({ name: 'product_fitment_pk', columns: [table.vehicleId, table.productId] }),
    // A product's fitment, for its answers and for the cascade when it is deleted.
    index('product_fitment_product_id_idx').on(table.productId),
    check('product_fitment_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

import { LOW_STOCK_DEFAULT } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';

/**
 * Issue 36: the brands the admin keeps (Toyota Genuine, Bosch, NGK, Denso), each with a logo. A
 * product names one; a brand with products cannot be removed.
 */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text().notNull(),
    /** An uploaded image's URL, or null. */
    logo: text(),
    ...timestamps,
  },
  (table) => [
    // One brand per name, whatever its case: "bosch" in a spreadsheet is Bosch.
    uniqueIndex('brands_name_lower_idx').on(sql`lower(${table.name})`),
  ],
);

/** The shop's own SKUs given to a part added without one (CP-P10001, ...). */
export const productSkuSeq = pgSequence('product_sku_seq', { startWith: 10001 });

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    image: text().notNull(),
    category: text(),
    priceMinor: integer('price_cents').notNull(),
    availableQty: integer().notNull(),
    /** The minimum order quantity (the spec's orderQty). */
    minOrderQty: integer().notNull(),
    /**
     * Fits every vehicle (T10 bulbs). Only when marked so: a product with no fitment rows is
     * otherwise of unknown fitment, never offered as fitting a chosen car.
     */
    fitsAllVehicles: boolean().notNull().default(false),
    /** At or under this many left the part is low on stock (the Overview, the daily mail). */
    lowStockThreshold: integer().notNull().default(LOW_STOCK_DEFAULT),
    /** What one unit weighs packed, in grams: an order's parcel weighs the sum of its lines. */
    weightGrams: integer().notNull().default(500),
    /** Issue 35: months a warranty claim may be made after delivery; 0 = no warranty. */
    warrantyMonths: integer().notNull().default(0),
    /** Issue 36: the part's brand, or null; a brand with parts cannot be removed. */
    brandId: uuid().references(() => brands.id, { onDelete: 'restrict' }),
    /** Issue 36: the shop's own stock-keeping unit, unique; one is given when none is typed. */
    sku: text().notNull().unique('products_sku_unique').default(sql`('CP-P' || nextval('product_sku_seq'))`),
    /** Issue 36: the name and description shown to a visitor reading Bangla, when given. */
    nameBn: text(),
    descriptionBn: text(),
    ...timestamps,
  },
  (table) => [
    // The list's order (oldest first), so a page is read straight off the index.
    index('products_created_at_id_idx').on(table.createdAt, table.id),
    // One category's page, in the same order.
    index('products_category_created_at_id_idx').on(table.category, table.createdAt, table.id),
    // Search: ILIKE '%word%' on the name is answered by trigrams (the pg_trgm extension).
    index('products_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // The universal products, in the list's order: the part of a vehicle's list that is not in
    // its fitment rows.
    index('products_universal_created_at_id_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.fitsAllVehicles}`),
    check('products_price_not_negative', sql`${table.priceMinor} >= 0`),
    check('products_stock_not_negative', sql`${table.availableQty} >= 0`),
    check('products_min_order_positive', sql`${table.minOrderQty} >= 1`),
    check('products_low_stock_not_negative', sql`${table.lowStockThreshold} >= 0`),
    check('products_weight_positive', sql`${table.weightGrams} between 1 and 100000`),
    index('products_brand_id_idx').on(table.brandId),
    // A search by SKU in any typed form (contract's PART_NUMBER_NORMAL_SQL: the same rule).
    index('products_sku_normal_idx').on(sql`upper(regexp_replace(${table.sku}, '[[:space:]./-]+', '', 'g'))`),
    check('products_warranty_months_range', sql`${table.warrantyMonths} between 0 and 120`),
  ],
);

import { type Product, toMajorUnits } from '@chaka/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, partNumbers, type products } from '../../db/schema/index.js';
import { type BrandRow, toBrand } from '../../lib/brand-records.js';
import { fitmentOf } from './fitment-service.js';

export type ProductRow = typeof products.$inferSelect;
/** How a search found a part by one of its numbers or its SKU (contract: ProductSchema's match). */
export type ProductMatch = NonNullable<Product['match']>;

/**
 * A product as lists show it: without its fitment (see ProductSummarySchema) nor its numbers, with
 * its brand, SKU and Bangla name, and how a search matched it by number.
 */
function toProduct(row: ProductRow, brand?: BrandRow, match?: ProductMatch): Product {
  return {
    _id: row.id,
    productName: row.name,
    image: row.image,
    price: toMajorUnits(row.priceMinor),
    availableQty: row.availableQty,
    orderQty: row.minOrderQty,
    productDescription: row.description,
    category: (row.category as Product['category']) ?? null,
    createdAt: row.createdAt.toISOString(),
    fitsAllVehicles: row.fitsAllVehicles,
    lowStockThreshold: row.lowStockThreshold,
    weightGrams: row.weightGrams,
    warrantyMonths: row.warrantyMonths,
    brand: brand ? toBrand(brand) : null,
    sku: row.sku,
    productNameBn: row.nameBn,
    productDescriptionBn: row.descriptionBn,
    ...(match ? { match } : {}),
  };
}

/** The brands of these products, by id: one small query for a page (brands are few). */
async function brandsOf(db: Db, rows: readonly ProductRow[]): Promise<Map<string, BrandRow>> {
  const ids = [...new Set(rows.flatMap((row) => (row.brandId ? [row.brandId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(brands).where(inArray(brands.id, ids));
  return new Map(found.map((brand) => [brand.id, brand]));
}

/** Products as a list answers them: each with its brand, and its match where a search has one. */
export async function listAnswers(
  db: Db,
  rows: readonly ProductRow[],
  matches: ReadonlyMap<string, ProductMatch> = new Map(),
): Promise<Product[]> {
  const byId = await brandsOf(db, rows);
  return rows.map((row) =>
    toProduct(row, row.brandId ? byId.get(row.brandId) : undefined, matches.get(row.id)),
  );
}

/** A part's numbers in the admin's order: its own (oem, aftermarket) and the old ones it replaces. */
export async function numbersOf(
  db: Db,
  productId: string,
): Promise<Required<Pick<Product, 'partNumbers' | 'replaces'>>> {
  const rows = await db
    .select()
    .from(partNumbers)
    .where(eq(partNumbers.productId, productId))
    .orderBy(asc(partNumbers.position), asc(partNumbers.id));
  const own = rows.filter((row) => row.kind !== 'replaces');
  return {
    // Every own number is stored with its maker (the contract requires one).
    partNumbers: own.map((row) => ({
      kind: row.kind as 'oem' | 'aftermarket',
      maker: row.maker ?? '',
      number: row.number,
    })),
    replaces: rows.filter((row) => row.kind === 'replaces').map((row) => row.number),
  };
}

/** One product as its own answer shows it: with its brand, its numbers and the vehicles it fits. */
export async function productAnswer(db: Db, row: ProductRow): Promise<Product> {
  const [listed] = await listAnswers(db, [row]);
  return { ...listed!, ...(await numbersOf(db, row.id)), fitment: await fitmentOf(db, row.id) };
}

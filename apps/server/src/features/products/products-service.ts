import {
  type CreateProductBody,
  isId,
  messages,
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductListQuery,
  toMajorUnits,
  toMinorUnits,
  type UpdateProductBody,
  vehicleMessages,
} from '@chaka/contract';
import { and, asc, count, eq, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productFitment, products } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { recordStockChange } from '../../lib/stock-history.js';
import { vehicleExists } from '../../lib/vehicle-records.js';
import { fitmentOf, vehiclesByCode } from './fitment-service.js';

export type ProductRow = typeof products.$inferSelect;
type ProductValues = Partial<typeof products.$inferInsert>;

/** A product as lists show it: without its fitment (see ProductSummarySchema). */
export function toProduct(row: ProductRow): Product {
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
  };
}

/** One product as its own answer shows it: with the vehicles it fits. */
async function withFitment(db: Db, row: ProductRow): Promise<Product> {
  return { ...toProduct(row), fitment: await fitmentOf(db, row.id) };
}

/** The wire names of SPEC §3 mapped onto the columns; fields left out stay as they are. */
function toValues(body: UpdateProductBody): ProductValues {
  const values: ProductValues = {};
  if (body.productName !== undefined) values.name = body.productName;
  if (body.productDescription !== undefined) values.description = body.productDescription;
  if (body.image !== undefined) values.image = body.image;
  if (body.category !== undefined) values.category = body.category;
  if (body.price !== undefined) values.priceMinor = toMinorUnits(body.price);
  if (body.availableQty !== undefined) values.availableQty = body.availableQty;
  if (body.orderQty !== undefined) values.minOrderQty = body.orderQty;
  if (body.lowStockThreshold !== undefined) values.lowStockThreshold = body.lowStockThreshold;
  if (body.weightGrams !== undefined) values.weightGrams = body.weightGrams;
  if (body.warrantyMonths !== undefined) values.warrantyMonths = body.warrantyMonths;
  return values;
}

/** Words of a search, each of which a product must match (see listFilters). */
const MAX_SEARCH_WORDS = 5;

/**
 * How a condition is written for the query that runs it. A page reads the list's index in order and
 * probes each row (a hashed subplan; it stops at the page's end); a count asks for one array of ids
 * that the planner ORs into a bitmap with the other indexes, never a scan of every product.
 */
type QueryShape = 'page' | 'count';

/**
 * The list's filters. With a vehicle, the products that fit it or fit all vehicles. A word of the
 * search matches a product whose name holds it, or one that fits a vehicle whose chassis or engine
 * code starts with it (`codeMatches`: word -> vehicle ids).
 */
function listFilters(
  query: ProductListQuery,
  codeMatches: Map<string, string[]>,
  shape: QueryShape,
): SQL | undefined {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.lowStock) filters.push(lte(products.availableQty, products.lowStockThreshold));
  // The flag as a bare column, not "= $1", so a generic plan can still use the partial index.
  if (query.vehicle) filters.push(or(sql`${products.fitsAllVehicles}`, fitsOneOf([query.vehicle], shape))!);
  for (const word of searchWords(query.q)) {
    // ILIKE '%word%' is answered by the trigram index on the name (products schema).
    const inName = ilike(products.name, `%${escapeLike(word)}%`);
    const vehicleIds = codeMatches.get(word);
    filters.push(vehicleIds ? or(inName, fitsOneOf(vehicleIds, shape))! : inName);
  }
  return filters.length > 0 ? and(...filters) : undefined;
}

/** The product fits one of the vehicles: read off the fitment table's (vehicle, product) key. */
function fitsOneOf(vehicleIds: string[], shape: QueryShape): SQL {
  const fitting = sql`select ${productFitment.productId} from ${productFitment} where ${inArray(productFitment.vehicleId, vehicleIds)}`;
  return shape === 'page'
    ? sql`${products.id} in (${fitting})`
    : sql`${products.id} = any(array(${fitting}))`;
}

/**
 * How many products match. A vehicle alone is counted off two indexes without reading products:
 * its fitment rows and the universal products, each product once.
 */
async function countMatching(db: Db, query: ProductListQuery, where: SQL | undefined): Promise<number> {
  const [counted] =
    query.vehicle && !query.category && searchWords(query.q).length === 0
      ? await db.select({ total: count() }).from(
          sql`(select ${productFitment.productId} from ${productFitment} where ${eq(productFitment.vehicleId, query.vehicle)}
               union select ${products.id} from ${products} where ${products.fitsAllVehicles}) as matching`,
        )
      : await db.select({ total: count() }).from(products).where(where);
  return counted?.total ?? 0;
}

export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

const isPaged = (query: ProductListQuery) => query.page !== undefined || query.limit !== undefined;

/**
 * Oldest first, so "the first three products" of the home page stay the same as products are added.
 * Without page or limit, every product that matches (as the spec's screens ask); with either, one
 * page of them and the total that match.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery = {},
): Promise<{ items: Product[]; total: number }> {
  if (query.vehicle && !(await vehicleExists(db, query.vehicle))) {
    throw badRequest(vehicleMessages.unknownVehicle);
  }
  const codeMatches = await vehiclesByCode(db, searchWords(query.q));
  const select = db
    .select()
    .from(products)
    .where(listFilters(query, codeMatches, 'page'))
    .orderBy(asc(products.createdAt), asc(products.id));
  if (!isPaged(query)) {
    const items = (await select).map(toProduct);
    return { items, total: items.length };
  }
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    select.limit(limit).offset(((query.page ?? 1) - 1) * limit),
    countMatching(db, query, listFilters(query, codeMatches, 'count')),
  ]);
  return { items: rows.map(toProduct), total };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The product rows of one id: none for a malformed id, which names no product. */
const rowsWithId = (id: string) => (isId(id) ? eq(products.id, id) : undefined);

/** One product with its fitment (404 when there is none). */
export async function findProduct(db: Db, id: string): Promise<Product> {
  const where = rowsWithId(id);
  const [row] = where ? await db.select().from(products).where(where) : [];
  if (!row) throw notFound(messages.product.notFound);
  return withFitment(db, row);
}

/** Adds a product; its first stock is the history's first restock. */
export async function createProduct(db: Db, body: CreateProductBody, editor: Identity): Promise<Product> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({
        name: body.productName,
        description: body.productDescription,
        image: body.image,
        priceMinor: toMinorUnits(body.price),
        availableQty: body.availableQty,
        minOrderQty: body.orderQty,
        category: body.category ?? null,
        lowStockThreshold: body.lowStockThreshold,
        weightGrams: body.weightGrams,
        warrantyMonths: body.warrantyMonths,
      })
      .returning();
    const change = { before: 0, after: created!.availableQty, reason: 'restock' as const };
    await recordStockChange(tx, { productId: created!.id, ...change, by: editor.name, userId: editor.id });
    return created!;
  });
  return { ...toProduct(row), fitment: [] };
}

/**
 * Applies an admin's edit (404 when there is no such product). A change of stock is written to the
 * product's history in the same transaction, with the reason the admin gave (an edit without one).
 */
export async function updateProduct(
  db: Db,
  id: string,
  body: UpdateProductBody,
  editor: Identity,
): Promise<Product> {
  const where = rowsWithId(id);
  const row = where
    ? await db.transaction(async (tx) => {
        const [current] = await tx.select().from(products).where(where).for('update');
        if (!current) return undefined;
        const [updated] = await tx.update(products).set(toValues(body)).where(where).returning();
        const [before, after] = [current.availableQty, updated!.availableQty];
        const reason = body.stockReason ?? 'edit';
        await recordStockChange(tx, {
          productId: id,
          before,
          after,
          reason,
          by: editor.name,
          userId: editor.id,
        });
        return updated;
      })
    : undefined;
  if (!row) throw notFound(messages.product.notFound);
  return withFitment(db, row);
}

/**
 * Deletes a product (404 when there is none). Its orders keep their copies of the name and image
 * (orders.product_id is set to null by the database).
 */
export async function deleteProduct(db: Db, id: string): Promise<{ deletedCount: number }> {
  const where = rowsWithId(id);
  const deleted = where ? await db.delete(products).where(where).returning({ id: products.id }) : [];
  if (deleted.length === 0) throw notFound(messages.product.notFound);
  return { deletedCount: deleted.length };
}

import {
  type CreateProductBody,
  isId,
  messages,
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductListQuery,
  type UpdateProductBody,
} from '@chaka/contract';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toCents, toDollars } from '../../lib/money.js';

export type ProductRow = typeof products.$inferSelect;
type ProductValues = Partial<typeof products.$inferInsert>;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    productName: row.name,
    image: row.image,
    price: toDollars(row.priceCents),
    availableQty: row.availableQty,
    orderQty: row.minOrderQty,
    productDescription: row.description,
    category: (row.category as Product['category']) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The wire names of SPEC §3 mapped onto the columns; fields left out stay as they are. */
function toValues(body: UpdateProductBody): ProductValues {
  const values: ProductValues = {};
  if (body.productName !== undefined) values.name = body.productName;
  if (body.productDescription !== undefined) values.description = body.productDescription;
  if (body.image !== undefined) values.image = body.image;
  if (body.category !== undefined) values.category = body.category;
  if (body.price !== undefined) values.priceCents = toCents(body.price);
  if (body.availableQty !== undefined) values.availableQty = body.availableQty;
  if (body.orderQty !== undefined) values.minOrderQty = body.orderQty;
  return values;
}

/** Words of a search, each of which a product's name must contain. */
const MAX_SEARCH_WORDS = 5;

function listFilters(query: ProductListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(products.category, query.category));
  // ILIKE '%word%' is answered by the trigram index on the name (products schema).
  for (const word of searchWords(query.q)) filters.push(ilike(products.name, `%${escapeLike(word)}%`));
  return filters.length > 0 ? and(...filters) : undefined;
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
  const where = listFilters(query);
  const select = db.select().from(products).where(where).orderBy(asc(products.createdAt), asc(products.id));
  if (!isPaged(query)) {
    const items = (await select).map(toProduct);
    return { items, total: items.length };
  }
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    select.limit(limit).offset(((query.page ?? 1) - 1) * limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: rows.map(toProduct), total: counted?.total ?? 0 };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The product rows of one id: none for a malformed id, which names no product. */
const rowsWithId = (id: string) => (isId(id) ? eq(products.id, id) : undefined);

/** One product (404 when there is none). */
export async function findProduct(db: Db, id: string): Promise<Product> {
  const where = rowsWithId(id);
  const [row] = where ? await db.select().from(products).where(where) : [];
  if (!row) throw notFound(messages.product.notFound);
  return toProduct(row);
}

export async function createProduct(db: Db, body: CreateProductBody): Promise<Product> {
  const [row] = await db
    .insert(products)
    .values({
      name: body.productName,
      description: body.productDescription,
      image: body.image,
      priceCents: toCents(body.price),
      availableQty: body.availableQty,
      minOrderQty: body.orderQty,
      category: body.category ?? null,
    })
    .returning();
  return toProduct(row!);
}

/** Applies an admin's edit (404 when there is no such product). */
export async function updateProduct(db: Db, id: string, body: UpdateProductBody): Promise<Product> {
  const where = rowsWithId(id);
  const [row] = where ? await db.update(products).set(toValues(body)).where(where).returning() : [];
  if (!row) throw notFound(messages.product.notFound);
  return toProduct(row);
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

import {
  type CreateProductBody,
  isId,
  PRODUCT_PAGE_SIZE,
  type Product,
  type ProductListQuery,
  type UpdateProductBody,
} from '@chaka/contract';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
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

/** Oldest first, so "the first three products" of the home page stay the same as products are added. */
export async function listProducts(db: Db, query: ProductListQuery = {}): Promise<Product[]> {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.q) filters.push(ilike(products.name, `%${escapeLike(query.q)}%`));
  const select = db
    .select()
    .from(products)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(asc(products.createdAt), asc(products.id));
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  const rows = paged ? await select.limit(limit).offset(((query.page ?? 1) - 1) * limit) : await select;
  return rows.map(toProduct);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toProduct(row);
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

/** Applies an admin's edit; undefined when there is no such product. */
export async function updateProduct(
  db: Db,
  id: string,
  body: UpdateProductBody,
): Promise<Product | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.update(products).set(toValues(body)).where(eq(products.id, id)).returning();
  return row && toProduct(row);
}

/**
 * Deletes a product; false when there is none. Its orders keep their copies of the name and image
 * (orders.product_id is set to null by the database).
 */
export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}

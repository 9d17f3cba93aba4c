import { isId, type Product } from '@chaka/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { toDollars } from '../../lib/money.js';

export type ProductRow = typeof products.$inferSelect;

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

export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products).orderBy(asc(products.createdAt), asc(products.id));
  return rows.map(toProduct);
}

export async function findProduct(db: Db, id: string): Promise<Product | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row && toProduct(row);
}

import { type BackInStock, isId, partRequestMessages } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backInStock, products } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';

/**
 * "Tell me when it is back" (issue 36): a customer waits for an out-of-stock part. When its stock
 * rises from 0, whichever code raises it, a trigger on products (migration 0021) queues one notice
 * to each waiter and ends their wait (notice-queue.ts sends them).
 */

async function productStock(db: Db, productId: string): Promise<number> {
  if (!isId(productId)) throw notFound(partRequestMessages.productNotFound);
  const [product] = await db
    .select({ availableQty: products.availableQty })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(partRequestMessages.productNotFound);
  return product.availableQty;
}

const waitOf = (productId: string, userId: string) =>
  and(eq(backInStock.productId, productId), eq(backInStock.userId, userId));

/** GET /api/services/{id}/back-in-stock: whether the caller waits for the part. */
export async function waitingFor(db: Db, productId: string, userId: string): Promise<BackInStock> {
  await productStock(db, productId);
  const [row] = await db.select().from(backInStock).where(waitOf(productId, userId));
  return { waiting: Boolean(row) };
}

/** POST: waits for a part that is out of stock (a part in stock answers 409). */
export async function waitForStock(db: Db, productId: string, userId: string): Promise<BackInStock> {
  if ((await productStock(db, productId)) > 0) throw conflict(partRequestMessages.inStock);
  await db.insert(backInStock).values({ productId, userId }).onConflictDoNothing();
  return { waiting: true };
}

/** DELETE: waits no more. */
export async function stopWaiting(db: Db, productId: string, userId: string): Promise<BackInStock> {
  await productStock(db, productId);
  await db.delete(backInStock).where(waitOf(productId, userId));
  return { waiting: false };
}

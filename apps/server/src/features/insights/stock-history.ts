import { formatOrderNumber, isId, messages, type StockChange } from '@chaka/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products, stockChanges } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** The most changes the edit screen shows: a year of daily changes. */
const HISTORY_MAX = 400;

/** GET /api/services/{id}/stock-history: a product's stock changes, newest first (404 for no product). */
export async function stockHistory(db: Db, productId: string): Promise<StockChange[]> {
  const [product] = isId(productId)
    ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
    : [];
  if (!product) throw notFound(messages.product.notFound);
  const found = await db
    .select({ change: stockChanges, orderNumber: orders.orderNumber })
    .from(stockChanges)
    .leftJoin(orders, eq(orders.id, stockChanges.orderId))
    .where(eq(stockChanges.productId, productId))
    .orderBy(desc(stockChanges.at), desc(stockChanges.id))
    .limit(HISTORY_MAX);
  return found.map(({ change, orderNumber }) => ({
    by: change.by,
    at: change.at.toISOString(),
    before: change.before,
    after: change.after,
    reason: change.reason,
    orderNumber: orderNumber === null ? null : formatOrderNumber(orderNumber),
    // Issue 35: only on the changes that have them, so every other change reads as before.
    ...(change.writtenOff > 0 ? { writtenOff: change.writtenOff } : {}),
    ...(change.note === null ? {} : { note: change.note }),
  }));
}

import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { recordStockChange } from '../../lib/stock-history.js';
import type { OrderRecord } from './order-queries.js';
import { compareProductIds } from './product-locks.js';

/**
 * Puts every line's quantity of an order back into its product's stock, with a stock history row
 * saying why (a cancel, or a parcel returned to the shop), in the caller's transaction. A line
 * whose product was deleted has nowhere to go back to.
 */
export async function putBackStock(
  tx: Tx,
  record: OrderRecord,
  reason: 'cancel' | 'return',
  by: string,
): Promise<void> {
  // Locked in the order placing locks them in, so a cancel and a checkout never deadlock.
  const restocked = record.lines.filter((line) => line.productId !== null);
  restocked.sort((a, b) => compareProductIds(a.productId!, b.productId!));
  for (const line of restocked) {
    const [restored] = await tx
      .update(products)
      .set({ availableQty: sql`${products.availableQty} + ${line.quantity}` })
      .where(eq(products.id, line.productId!))
      .returning({ after: products.availableQty });
    if (!restored) continue;
    const { after } = restored;
    await recordStockChange(tx, {
      productId: line.productId!,
      before: after - line.quantity,
      after,
      reason,
      by,
      orderId: record.order.id,
    });
  }
}

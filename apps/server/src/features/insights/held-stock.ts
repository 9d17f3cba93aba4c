import type { HeldStock } from '@chaka/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, products } from '../../db/schema/index.js';

/**
 * GET /api/admin/held-stock: for every product with parts in open orders (placed or confirmed, not
 * yet shipped), the parts held by orders neither paid nor confirmed (they come back to stock when
 * such an order expires or is cancelled), of which those in cash orders awaiting their buyer's
 * e-mail verification, and the parts sold (paid or confirmed) waiting to ship (docs/decisions/027).
 */
export async function heldStock(db: Db): Promise<HeldStock[]> {
  const held = sql<boolean>`(${orders.status} = 'placed' and not ${orders.paid})`;
  const count = (when: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${orderLines.quantity}) filter (where ${when}), 0)::int`;
  const rows = await db
    .select({
      productId: products.id,
      productName: products.name,
      held: count(held),
      awaitingVerification: count(sql`${held} and ${orders.awaitingVerification}`),
      sold: count(sql`not ${held}`),
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orders.status, ['placed', 'confirmed']))
    .groupBy(products.id)
    .orderBy(asc(products.name), asc(products.id));
  return rows;
}

import { type OrderDetail, orderRefundState, paidOfOrder, toMajorUnits } from '@chaka/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type orders, returns } from '../../db/schema/index.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * Issue 35: the order with what its returns paid back (a refund still processing at the provider
 * counts: the money is on its way), and so "Partly refunded" or "Refunded". No new order status:
 * a refund is about money, the status about the parcel.
 */
export async function withRefunds(db: Db, row: OrderRow, detail: OrderDetail): Promise<OrderDetail> {
  const [sum] = await db
    .select({ refundedMinor: sql<number>`coalesce(sum(${returns.refundMinor}), 0)::int` })
    .from(returns)
    .where(and(eq(returns.orderId, row.id), isNotNull(returns.refundedAt)));
  const refundedMinor = Number(sum?.refundedMinor ?? 0);
  return {
    ...detail,
    refunded: toMajorUnits(refundedMinor),
    refundState: orderRefundState(
      refundedMinor,
      paidOfOrder({
        paid: row.paid,
        total: row.totalMinor,
        advancePaid: row.advancePaid,
        advance: row.advanceMinor,
      }),
    ),
  };
}

import { type Stats, toMajorUnits } from '@chaka/contract';
import { and, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, promotions, promotionUses, returns } from '../../db/schema/index.js';

// What an order brought: its total less what its returns paid back (as the Overview's revenue).
const NET = sql`(${orders.totalMinor} - coalesce((select sum(r.refund_minor) from ${returns} r
  where r.order_id = ${orders.id} and r.refunded_at is not null), 0))`;
const notCancelled = notInArray(orders.status, ['cancelled', 'returned']);

type Row = {
  id: string;
  code: string | null;
  kind: NonNullable<Stats['promotions']>[number]['kind'];
  uses: number;
  discount: number;
  sales: number;
};

/**
 * Issue 37: the Overview's discounts for the range's orders that brought money (not cancelled nor
 * returned): what promotions took off them all, and per promotion its uses, the discount it gave and
 * the totals of the orders that used it, the promotion that brought most first.
 */
export async function promotionStats(
  db: Db,
  inRange: SQL,
): Promise<Required<Pick<Stats, 'discount' | 'promotions'>>> {
  const where = and(inRange, notCancelled);
  const [[total], used] = await Promise.all([
    db
      .select({ discount: sql<number>`coalesce(sum(${orders.discountMinor}), 0)::float8` })
      .from(orders)
      .where(where),
    db
      .select({
        id: promotions.id,
        code: promotions.code,
        kind: promotions.kind,
        uses: sql<number>`count(*)::int`,
        discount: sql<number>`sum(${promotionUses.discountMinor})::float8`,
        sales: sql<number>`sum(${NET})::float8`,
      })
      .from(promotionUses)
      .innerJoin(orders, sql`${orders.id} = ${promotionUses.orderId}`)
      .innerJoin(promotions, sql`${promotions.id} = ${promotionUses.promotionId}`)
      .where(where)
      .groupBy(promotions.id)
      .orderBy(sql`sum(${NET}) desc`, promotions.id) as Promise<Row[]>,
  ]);
  return {
    discount: toMajorUnits(Number(total?.discount ?? 0)),
    promotions: used.map((row) => ({
      ...row,
      uses: Number(row.uses),
      discount: toMajorUnits(Number(row.discount)),
      sales: toMajorUnits(Number(row.sales)),
    })),
  };
}

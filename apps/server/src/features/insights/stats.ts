import type { Stats, StatsQuery } from '@chaka/contract';
import { and, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { toDollars } from '../../lib/money.js';
import { addDays, placedFrom, placedUntil, shopDay } from '../../lib/shop-days.js';
import { lowStockProducts } from './low-stock.js';

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

// Sums of cents are float8: exact for whole numbers far beyond any shop's revenue (2^53), where an
// int would overflow at 21 million and a bigint would come back as a string.
const ORDERS = sql`count(*)::int`;
const REVENUE = sql`coalesce(sum(${orders.totalCents}), 0)::float8`;
const notCancelled = ne(orders.status, 'cancelled');

type TotalsRow = { orders: number; revenue: number };
const totals = <T extends TotalsRow>(row: T) => ({
  ...row,
  orders: Number(row.orders),
  revenue: toDollars(Number(row.revenue)),
});

/** Orders and revenue of today, the last 7 and the last 30 days, in one pass over 30 days of orders. */
async function periods(db: Db, today: string, timeZone: string): Promise<Stats['periods']> {
  const since = (days: number) => placedFrom(addDays(today, 1 - days), timeZone);
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
      count(*) filter (where ${since(1)})::int as today_orders,
      coalesce(sum(${orders.totalCents}) filter (where ${since(1)}), 0)::float8 as today_revenue,
      count(*) filter (where ${since(7)})::int as last7_orders,
      coalesce(sum(${orders.totalCents}) filter (where ${since(7)}), 0)::float8 as last7_revenue,
      count(*)::int as last30_orders, ${REVENUE} as last30_revenue
    from ${orders}
    where ${and(notCancelled, since(30), placedUntil(today, timeZone))}`,
  );
  const period = (name: string) =>
    totals({ orders: row?.[`${name}_orders`] ?? 0, revenue: row?.[`${name}_revenue`] ?? 0 });
  return { today: period('today'), last7: period('last7'), last30: period('last30') };
}

/** Every day of the range with its orders and revenue, days without orders included. */
async function byDay(db: Db, from: string, to: string, inRange: SQL, timeZone: string) {
  const found = await rows<TotalsRow & { day: string }>(
    db,
    sql`select days.day::date::text as day, coalesce(placed.orders, 0)::int as orders,
        coalesce(placed.revenue, 0)::float8 as revenue
      from generate_series(${from}::date, ${to}::date, interval '1 day') as days(day)
      left join (
        select (${orders.createdAt} at time zone ${timeZone})::date as day, ${ORDERS} as orders, ${REVENUE} as revenue
        from ${orders} where ${and(inRange, notCancelled)} group by 1
      ) as placed on placed.day = days.day::date
      order by days.day`,
  );
  return found.map(totals);
}

/** Orders and revenue of the range's orders that are not cancelled. */
async function rangeTotals(db: Db, inRange: SQL) {
  const [row] = await rows<TotalsRow>(
    db,
    sql`select ${ORDERS} as orders, ${REVENUE} as revenue from ${orders} where ${and(inRange, notCancelled)}`,
  );
  return totals(row ?? { orders: 0, revenue: 0 });
}

/** Orders and revenue grouped by one column of the orders, largest revenue first. */
function grouped(db: Db, column: SQL, where: SQL | undefined) {
  return rows<TotalsRow & { key: string | null }>(
    db,
    sql`select ${column} as key, ${ORDERS} as orders, ${REVENUE} as revenue
      from ${orders} where ${where} group by 1 order by revenue desc, orders desc, key`,
  );
}

/** The ten parts that brought the most, by revenue of their lines or by quantity sold. */
async function topProducts(db: Db, inRange: SQL, by: 'revenue' | 'quantity') {
  const found = await rows<{
    productId: string | null;
    productName: string;
    quantity: number;
    revenue: number;
  }>(
    db,
    sql`select ${orderLines.productId} as "productId", ${orderLines.productName} as "productName",
        sum(${orderLines.quantity})::int as quantity, sum(${orderLines.priceCents})::float8 as revenue
      from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
      where ${and(inRange, notCancelled)}
      group by 1, 2 order by ${sql.raw(by === 'revenue' ? 'revenue desc, quantity desc' : 'quantity desc, revenue desc')}, 2
      limit 10`,
  );
  return found.map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    revenue: toDollars(Number(row.revenue)),
  }));
}

/**
 * GET /api/admin/stats: the Overview's numbers for a range of the shop's days (the last 30 without
 * one). Every sum is computed by the database over integer cents; cancelled orders are no revenue.
 */
export async function shopStats(
  db: Db,
  query: StatsQuery,
  timeZone: string,
  now = new Date(),
): Promise<Stats> {
  const today = shopDay(now, timeZone);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -29);
  const inRange = and(placedFrom(from, timeZone), placedUntil(to, timeZone))!;
  const [range, days, periodTotals, statuses, methods, districts, byRevenue, byQuantity, lowStock] =
    await Promise.all([
      rangeTotals(db, inRange),
      byDay(db, from, to, inRange, timeZone),
      periods(db, today, timeZone),
      grouped(db, sql`${orders.status}`, inRange),
      grouped(db, sql`${orders.paymentMethod}`, and(inRange, notCancelled)),
      grouped(db, sql`${orders.deliveryDistrict}`, and(inRange, notCancelled)),
      topProducts(db, inRange, 'revenue'),
      topProducts(db, inRange, 'quantity'),
      lowStockProducts(db),
    ]);
  return {
    from,
    to,
    timeZone,
    ...range,
    periods: periodTotals,
    byDay: days,
    byStatus: statuses.map(({ key, ...row }) => ({
      status: key as Stats['byStatus'][number]['status'],
      ...totals(row),
    })),
    topProducts: { byRevenue, byQuantity },
    paymentMethods: methods.map(({ key, ...row }) => ({
      method: key as Stats['paymentMethods'][number]['method'],
      ...totals(row),
    })),
    districts: districts.map(({ key, ...row }) => ({ district: key, ...totals(row) })),
    lowStock,
  };
}

import { type Stats, type StatsQuery, toMajorUnits } from '@chaka/contract';
import { and, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, returns } from '../../db/schema/index.js';
import { addDays, placedFrom, placedUntil, shopDay } from '../../lib/shop-days.js';
import { lowStockProducts } from './low-stock.js';
import { promotionStats } from './promotion-stats.js';

/**
 * Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). A year of orders
 * groups into tens of thousands of (status, method, district, day) groups: with the default 4 MB of
 * work memory the planner sorts 100,000 rows for them, with 32 MB it hashes them in one pass (three
 * times faster, measured in bench/stats.ts). The setting holds for this statement's transaction only.
 */
async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
  });
}

// Sums of minor units are float8: exact for whole numbers far beyond any shop's revenue (2^53),
// where an int would overflow at 21 million and a bigint would come back as a string.
// Issue 35: an order brought its total less what its returns paid back (refunds counted on the
// order's own day, as its sale is).
const NET = sql`(${orders.totalMinor} - coalesce((select sum(r.refund_minor) from ${returns} r
  where r.order_id = ${orders.id} and r.refunded_at is not null), 0))`;
const REVENUE = sql`coalesce(sum(${NET}), 0)::float8`;
// Cancelled and returned orders brought no money: neither is revenue (a returned parcel's parts came back).
const notCancelled = notInArray(orders.status, ['cancelled', 'returned']);

type TotalsRow = { orders: number; revenue: number };
const totals = <T extends TotalsRow>(row: T) => ({
  ...row,
  orders: Number(row.orders),
  revenue: toMajorUnits(Number(row.revenue)),
});

/** Orders and revenue of today, the last 7 and the last 30 days, in one pass over 30 days of orders. */
async function periods(db: Db, today: string, timeZone: string): Promise<Stats['periods']> {
  const since = (days: number) => placedFrom(addDays(today, 1 - days), timeZone);
  const [row] = await rows<Record<string, number>>(
    db,
    sql`select
      count(*) filter (where ${since(1)})::int as today_orders,
      coalesce(sum(${NET}) filter (where ${since(1)}), 0)::float8 as today_revenue,
      count(*) filter (where ${since(7)})::int as last7_orders,
      coalesce(sum(${NET}) filter (where ${since(7)}), 0)::float8 as last7_revenue,
      count(*)::int as last30_orders, ${REVENUE} as last30_revenue
    from ${orders}
    where ${and(notCancelled, since(30), placedUntil(today, timeZone))}`,
  );
  const period = (name: string) =>
    totals({ orders: row?.[`${name}_orders`] ?? 0, revenue: row?.[`${name}_revenue`] ?? 0 });
  return { today: period('today'), last7: period('last7'), last30: period('last30') };
}

// One pass over the range's orders answers the totals, the days, the statuses, the payment methods
// and the districts: each grouping set below is one of them. GROUPING() tells the sets apart (a bit
// per column, 1 where the set does not group by it); all but the statuses leave cancelled (and
// returned) orders out.
const SETS = { status: 14, method: 22, district: 26, day: 28, total: 30 } as const;

type GroupRow = TotalsRow & {
  set: number;
  cancelled: boolean;
  status: Stats['byStatus'][number]['status'];
  method: Stats['paymentMethods'][number]['method'];
  district: string | null;
  day: string;
};

async function orderGroups(db: Db, inRange: SQL, timeZone: string) {
  const found = await rows<GroupRow>(
    db,
    sql`select grouping(status, method, district, day, cancelled)::int as set, cancelled, status, method,
        district, day::text as day, count(*)::int as orders, coalesce(sum(total_cents), 0)::float8 as revenue
      from (
        select ${orders.status} as status, ${orders.paymentMethod} as method, ${orders.deliveryDistrict} as district,
          (${orders.createdAt} at time zone ${timeZone})::date as day, ${NET} as total_cents,
          ${orders.status} in ('cancelled', 'returned') as cancelled
        from ${orders} where ${inRange}
      ) as placed
      group by grouping sets ((cancelled, status), (cancelled, method), (cancelled, district), (cancelled, day), (cancelled))`,
  );
  const of = (set: number) =>
    found.filter((row) => Number(row.set) === set && (set === SETS.status || !row.cancelled)).map(totals);
  const largestFirst = (a: TotalsRow, b: TotalsRow) => b.revenue - a.revenue || b.orders - a.orders;
  return {
    total: of(SETS.total)[0] ?? { orders: 0, revenue: 0 },
    days: new Map(of(SETS.day).map((row) => [row.day, row])),
    byStatus: of(SETS.status)
      .sort(largestFirst)
      .map(({ status, orders, revenue }) => ({ status, orders, revenue })),
    methods: of(SETS.method)
      .sort(largestFirst)
      .map(({ method, orders, revenue }) => ({ method, orders, revenue })),
    districts: of(SETS.district)
      .sort(largestFirst)
      .map(({ district, orders, revenue }) => ({ district, orders, revenue })),
  };
}

/** Every day from `from` to `to`, with its orders and revenue (none on a day without orders). */
function everyDay(from: string, to: string, found: Map<string, TotalsRow>): Stats['byDay'] {
  const days: Stats['byDay'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const totalsOfDay = found.get(day);
    days.push({ day, orders: totalsOfDay?.orders ?? 0, revenue: totalsOfDay?.revenue ?? 0 });
  }
  return days;
}

type TopRow = {
  by: 'revenue' | 'quantity';
  productId: string | null;
  productName: string;
  quantity: number;
  revenue: number;
};

/** The ten parts that brought the most revenue and the ten sold most, from one pass over the lines. */
async function topProducts(db: Db, inRange: SQL): Promise<Stats['topProducts']> {
  const found = await rows<TopRow>(
    db,
    sql`with sold as (
        select ${orderLines.productId} as "productId", ${orderLines.productName} as "productName",
          sum(${orderLines.quantity})::int as quantity, sum(${orderLines.priceMinor})::float8 as revenue
        from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
        where ${and(inRange, notCancelled)}
        group by 1, 2
      )
      (select 'revenue' as by, * from sold order by revenue desc, quantity desc, "productName" limit 10)
      union all
      (select 'quantity' as by, * from sold order by quantity desc, revenue desc, "productName" limit 10)`,
  );
  const ranked = (by: TopRow['by']) =>
    found
      .filter((row) => row.by === by)
      .map(({ productId, productName, quantity, revenue }) => ({
        productId,
        productName,
        quantity: Number(quantity),
        revenue: toMajorUnits(Number(revenue)),
      }));
  return { byRevenue: ranked('revenue'), byQuantity: ranked('quantity') };
}

/**
 * GET /api/admin/stats: the Overview's numbers for a range of the shop's days (the last 30 without
 * one). Every sum is computed by the database over integer minor units; cancelled and returned orders are no revenue.
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
  const [groups, periodTotals, top, lowStock, promoted] = await Promise.all([
    orderGroups(db, inRange, timeZone),
    periods(db, today, timeZone),
    topProducts(db, inRange),
    lowStockProducts(db),
    promotionStats(db, inRange),
  ]);
  return {
    from,
    to,
    timeZone,
    ...groups.total,
    periods: periodTotals,
    byDay: everyDay(from, to, groups.days),
    byStatus: groups.byStatus,
    topProducts: top,
    paymentMethods: groups.methods,
    districts: groups.districts,
    lowStock,
    ...promoted,
  };
}

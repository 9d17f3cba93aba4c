import { ORDER_SEARCH_PAGE_SIZE, type OrderSearchPage, type OrderSearchQuery } from '@chaka/contract';
import { asc, count, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { orderFilter } from './order-filters.js';
import { toOrder } from './order-queries.js';
import { withPhoneRecords } from './phone-verification.js';

/**
 * GET /api/admin/orders: one page of the orders a search finds, newest first, each with all its
 * parts as the spec's list shows them, and how many orders match. The page is chosen among the
 * orders (not their lines), so an order is never split over two pages.
 */
export async function searchOrders(
  db: Db,
  query: OrderSearchQuery,
  timeZone: string,
): Promise<OrderSearchPage> {
  const where = orderFilter(query, timeZone);
  const page = query.page ?? 1;
  const limit = query.limit ?? ORDER_SEARCH_PAGE_SIZE;
  const [headers, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const lines =
    headers.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              headers.map((order) => order.id),
            ),
          )
          .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
  const items = headers.flatMap((order) => {
    const own = lines.filter((line) => line.orderId === order.id);
    return own.map((line) => toOrder(order, line, own.length));
  });
  // Each cash order with its phone's record (issue 34).
  return { items: await withPhoneRecords(db, items), total: Number(counted?.total ?? 0), page, limit };
}

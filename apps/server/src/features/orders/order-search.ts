import {
  ORDER_SEARCH_PAGE_SIZE,
  type OrderSearchPage,
  type OrderSearchQuery,
  type PackerOrder,
} from '@chaka/contract';
import { and, asc, count, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import type { Identity } from '../../lib/identity.js';
import { orderFilter } from './order-filters.js';
import { toOrder } from './order-queries.js';
import { packerOrders, readsAsPacker, toPackerOrder } from './packer-view.js';
import { withPhoneRecords } from './phone-verification.js';

/**
 * GET /api/admin/orders: one page of the orders a search finds, newest first, each with all its
 * parts as the spec's list shows them, and how many orders match. The page is chosen among the
 * orders (not their lines), so an order is never split over two pages. A packer finds only the
 * orders to pack and on their way, without their amounts (packer-view.ts).
 */
export async function searchOrders(
  db: Db,
  query: OrderSearchQuery,
  timeZone: string,
  caller: Identity,
): Promise<OrderSearchPage | (Omit<OrderSearchPage, 'items'> & { items: PackerOrder[] })> {
  const packer = readsAsPacker(caller);
  const where = packer ? and(orderFilter(query, timeZone), packerOrders()) : orderFilter(query, timeZone);
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
  const total = Number(counted?.total ?? 0);
  if (packer) return { items: items.map(toPackerOrder), total, page, limit };
  // Each cash order with its phone's record (issue 34).
  return { items: await withPhoneRecords(db, items), total, page, limit };
}

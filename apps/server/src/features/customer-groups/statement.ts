import { customerGroupMessages, formatOrderNumber, type Statement, toMajorUnits } from '@chaka/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { addDays, placedFrom, placedUntil } from '../../lib/shop-days.js';
import { readTradeTerms } from '../../lib/trade-prices.js';

/** The last day of a month (YYYY-MM). */
function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/**
 * GET /api/statements/{month}: the caller's orders placed in that month (the shop's time zone),
 * cancelled ones left out, each with its lines at the prices they were sold at, and what was paid
 * and is still due. Only for an account whose customer group keeps monthly statements.
 */
export async function monthlyStatement(
  db: Db,
  timeZone: string,
  caller: Identity,
  month: string,
): Promise<Statement> {
  const terms = await readTradeTerms(db, caller.id, []);
  if (!terms?.monthlyStatement) throw notFound(customerGroupMessages.noStatement);
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, caller.id),
        ne(orders.status, 'cancelled'),
        placedFrom(`${month}-01`, timeZone),
        placedUntil(lastDayOf(month), timeZone),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.position));
  const statementOrders = rows.map((row) => ({
    id: row.id,
    orderNumber: formatOrderNumber(row.orderNumber),
    placedAt: row.createdAt.toISOString(),
    status: row.status,
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        name: line.productName,
        quantity: line.quantity,
        unitPrice: toMajorUnits(Math.round(line.priceMinor / line.quantity)),
        amount: toMajorUnits(line.priceMinor),
      })),
    subtotal: toMajorUnits(row.subtotalMinor),
    discount: toMajorUnits(row.discountMinor),
    deliveryFee: toMajorUnits(row.deliveryFeeMinor),
    total: toMajorUnits(row.totalMinor),
    paid: row.paid,
  }));
  const totalMinor = rows.reduce((sum, row) => sum + row.totalMinor, 0);
  const paidMinor = rows.reduce((sum, row) => sum + (row.paid ? row.totalMinor : 0), 0);
  return {
    month,
    customer: { name: caller.name, email: caller.email },
    group: terms.groupName,
    orders: statementOrders,
    total: toMajorUnits(totalMinor),
    paid: toMajorUnits(paidMinor),
    due: toMajorUnits(totalMinor - paidMinor),
  };
}

import { Readable } from 'node:stream';
import {
  formatOrderNumber,
  ORDER_CSV_COLUMNS,
  ORDER_STATUS_LABELS,
  type OrderSearchFilter,
  PAYMENT_METHOD_LABELS,
  toMajorDecimal,
} from '@chaka/contract';
import { stringify } from 'csv-stringify';
import { and, asc, desc, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, returns } from '../../db/schema/index.js';
import { shopTime } from '../../lib/shop-days.js';
import { orderFilter } from './order-filters.js';

/** Orders read per query: enough to keep the database busy, few enough to keep memory flat. */
export const CSV_BATCH_ORDERS = 500;

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function csvRow(order: OrderRow, line: LineRow, timeZone: string, refundedMinor: number): string[] {
  return [
    formatOrderNumber(order.orderNumber),
    shopTime(order.createdAt, timeZone),
    order.deliveryName ?? order.userName,
    order.email,
    order.deliveryPhone ?? '',
    order.deliveryDistrict ?? '',
    order.deliveryAddress ?? '',
    line.productName,
    String(line.quantity),
    line.size,
    // Minor units as the plain number a spreadsheet reads: 1250 -> 12.50.
    toMajorDecimal(line.priceMinor),
    toMajorDecimal(order.deliveryFeeMinor),
    toMajorDecimal(order.totalMinor),
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    order.paid ? 'Yes' : 'No',
    ORDER_STATUS_LABELS[order.status],
    order.courier ?? '',
    order.trackingNumber ?? '',
    toMajorDecimal(refundedMinor),
    toMajorDecimal(line.discountMinor),
  ];
}

/**
 * The rows of the orders a filter keeps, newest order first, one per ordered part. Orders are read
 * a batch at a time after the last order number of the batch before (keyset paging: each query
 * starts on the unique index where the last stopped), so any number of orders streams in flat
 * memory, on PGlite and PostgreSQL alike, and a new order during the export cannot shift a batch.
 */
export async function* orderCsvRows(db: Db, filter: OrderSearchFilter, timeZone: string) {
  const where = orderFilter(filter, timeZone);
  let before: number | undefined;
  for (;;) {
    const batch = await db
      .select()
      .from(orders)
      .where(and(where, before === undefined ? undefined : lt(orders.orderNumber, before)))
      .orderBy(desc(orders.orderNumber))
      .limit(CSV_BATCH_ORDERS);
    if (batch.length === 0) return;
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          batch.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderLines.createdAt), asc(orderLines.id));
    const refunds = await db
      .select({ orderId: returns.orderId, minor: sql<number>`sum(${returns.refundMinor})::int` })
      .from(returns)
      .where(
        and(
          inArray(
            returns.orderId,
            batch.map((order) => order.id),
          ),
          isNotNull(returns.refundedAt),
        ),
      )
      .groupBy(returns.orderId);
    const refundedOf = new Map(refunds.map((refund) => [refund.orderId, Number(refund.minor)]));
    const linesOf = new Map<string, LineRow[]>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    for (const order of batch) {
      for (const line of linesOf.get(order.id) ?? [])
        yield csvRow(order, line, timeZone, refundedOf.get(order.id) ?? 0);
    }
    if (batch.length < CSV_BATCH_ORDERS) return;
    before = batch.at(-1)!.orderNumber;
  }
}

/**
 * GET /api/admin/orders.csv: UTF-8 with a byte order mark (so Excel reads Bangla right), every
 * field quoted where it must be, and a cell that a spreadsheet would run as a formula (=, +, -, @)
 * escaped: a customer's name or address is text, never a formula.
 */
export function ordersCsv(db: Db, filter: OrderSearchFilter, timeZone: string): Readable {
  const rows = Readable.from(orderCsvRows(db, filter, timeZone));
  const csv = stringify({ bom: true, header: true, columns: [...ORDER_CSV_COLUMNS], escape_formulas: true });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

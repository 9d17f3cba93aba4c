import {
  formatOrderNumber,
  formatReturnNumber,
  isId,
  OPEN_RETURN_STATUSES,
  RETURN_PAGE_SIZE,
  type Return,
  type ReturnListQuery,
  returnMessages,
  toMajorUnits,
} from '@chaka/contract';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, returnEvents, returnLines, returns } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { assertOwnerOrAdmin } from '../../lib/ownership.js';
import { refundAmountOf } from './return-amounts.js';

export type ReturnRow = typeof returns.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof returnLines.$inferSelect;
type EventRow = typeof returnEvents.$inferSelect;

/** A return with everything its answer shows: its order, lines, timeline and the order's other returns. */
export interface ReturnRecord {
  row: ReturnRow;
  order: OrderRow;
  lines: LineRow[];
  events: EventRow[];
  others: ReturnRow[];
}

export const returnNumberOf = (row: Pick<ReturnRow, 'returnNumber'>) => formatReturnNumber(row.returnNumber);
export const linesMinorOf = (lines: readonly LineRow[]) =>
  lines.reduce((sum, line) => sum + line.priceMinor, 0);

export function toReturn({ row, order, lines, events, others }: ReturnRecord): Return {
  const amount = refundAmountOf(order, row, linesMinorOf(lines), others);
  return {
    _id: row.id,
    number: returnNumberOf(row),
    orderId: order.id,
    orderNumber: formatOrderNumber(order.orderNumber),
    email: order.email,
    customerName: order.userName,
    status: row.status,
    reason: row.reason,
    note: row.note,
    photos: row.photos,
    lines: lines.map((line) => ({
      productId: line.productId ?? '',
      productName: line.productName,
      image: line.image,
      quantity: line.quantity,
      price: toMajorUnits(Math.round(line.priceMinor / line.quantity)),
    })),
    rejectionReason: row.rejectionReason,
    damaged: row.damaged,
    shopAtFault: row.shopAtFault,
    refundable: toMajorUnits(amount.totalMinor),
    deliveryFee: toMajorUnits(amount.feeMinor),
    refunded: toMajorUnits(row.refundedAt ? (row.refundMinor ?? 0) : 0),
    refund:
      row.refundedAt && row.refundMethod && row.refundStatus
        ? {
            method: row.refundMethod,
            reference: row.refundReference,
            status: row.refundStatus,
            at: row.refundedAt.toISOString(),
            confirmedAt: row.customerConfirmedAt?.toISOString() ?? null,
          }
        : null,
    pickup: row.pickupCourier
      ? { courier: row.pickupCourier, id: row.pickupId, status: row.pickupStatus, error: row.pickupError }
      : null,
    events: events.map((event) => ({
      status: event.status,
      by: event.by,
      note: event.note,
      at: event.at.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The rest of a return's record, once its row and its order's are read (in a transaction or not). */
export async function recordOf(db: Db | Tx, row: ReturnRow, order: OrderRow): Promise<ReturnRecord> {
  const [lines, events, all] = await Promise.all([
    db.select().from(returnLines).where(eq(returnLines.returnId, row.id)).orderBy(asc(returnLines.id)),
    db
      .select()
      .from(returnEvents)
      .where(eq(returnEvents.returnId, row.id))
      .orderBy(asc(returnEvents.at), asc(returnEvents.id)),
    db.select().from(returns).where(eq(returns.orderId, order.id)),
  ]);
  return { row, order, lines, events, others: all.filter((other) => other.id !== row.id) };
}

/** A return's record by its id; 404 for an unknown one. */
export async function readReturn(db: Db | Tx, id: string): Promise<ReturnRecord> {
  const [found] = isId(id)
    ? await db
        .select({ row: returns, order: orders })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(eq(returns.id, id))
    : [];
  if (!found) throw notFound(returnMessages.notFound);
  return recordOf(db, found.row, found.order);
}

/** GET /api/returns/{id}: its customer or an admin. */
export async function findReturnFor(db: Db, id: string, caller: Identity): Promise<Return> {
  const record = await readReturn(db, id);
  assertOwnerOrAdmin(caller, record.row.userId);
  return toReturn(record);
}

function listFilter(query: ReturnListQuery, caller: Identity): SQL | undefined {
  const status = query.status ?? 'all';
  return and(
    caller.permissions.includes('customers.read') ? undefined : eq(returns.userId, caller.id),
    status === 'all'
      ? undefined
      : status === 'open'
        ? inArray(returns.status, OPEN_RETURN_STATUSES)
        : eq(returns.status, status),
    query.reason ? eq(returns.reason, query.reason) : undefined,
    query.orderId ? eq(returns.orderId, query.orderId) : undefined,
  );
}

/**
 * GET /api/returns: every return for staff who read customers (a return carries its refund: a
 * packer reads none), the caller's own otherwise; newest first.
 */
export async function listReturns(db: Db, query: ReturnListQuery, caller: Identity): Promise<Return[]> {
  const { page = 1, limit = RETURN_PAGE_SIZE } = query;
  const found = await db
    .select({ row: returns, order: orders })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(listFilter(query, caller))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return Promise.all(found.map(async ({ row, order }) => toReturn(await recordOf(db, row, order))));
}

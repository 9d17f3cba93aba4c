import {
  formatOrderNumber,
  isId,
  type Order,
  type OrderDetail,
  type OrderListQuery,
  orderMessages,
  type PackerOrder,
  type PackerOrderDetail,
  toMajorUnits,
} from '@chaka/contract';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orderEvents, orderLines, orders, products } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { accountOfAddress, assertOwnerOrAdmin } from '../../lib/ownership.js';
import { dueOnDeliveryMinor } from './cod-advance.js';
import { withRefunds } from './order-refunds.js';
import {
  packerOrders,
  readsAsPacker,
  readsOrderAsPacker,
  toPackerOrder,
  toPackerOrderDetail,
} from './packer-view.js';
import { withPhoneRecord, withPhoneRecords } from './phone-verification.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** How customers and the shop speak of an order: CP-10001. */
export const orderNumberOf = (row: Pick<OrderRow, 'orderNumber'>) => formatOrderNumber(row.orderNumber);

/** The delivery details of an order, or null while any of them is missing. */
export function deliveryOf(row: OrderRow): Order['delivery'] {
  const {
    deliveryName: name,
    deliveryPhone: phone,
    deliveryDistrict: district,
    deliveryAddress: address,
  } = row;
  return name && phone && district && address ? { name, phone, district, address } : null;
}

/** An order row as the contract's order rules read it (order-rules.ts): its total in minor units. */
export function orderFactsOf(row: OrderRow) {
  const { status, paid, paymentMethod, advancePaid } = row;
  return {
    status,
    paid,
    paymentMethod,
    total: row.totalMinor,
    delivery: deliveryOf(row),
    advance: row.advanceMinor,
    advancePaid,
  };
}

/** One entry of the spec's lists: the order's header with one of its lines. */
export function toOrder(row: OrderRow, line: OrderLineRow, lineCount: number): Order {
  return {
    _id: row.id,
    lineId: line.id,
    orderNumber: orderNumberOf(row),
    productId: line.productId,
    productName: line.productName,
    email: row.email,
    userName: row.userName,
    quantity: line.quantity,
    size: line.size,
    price: toMajorUnits(line.priceMinor),
    image: line.image,
    subtotal: toMajorUnits(row.subtotalMinor),
    deliveryFee: toMajorUnits(row.deliveryFeeMinor),
    discount: toMajorUnits(row.discountMinor),
    promotionCode: row.promotionCode,
    total: toMajorUnits(row.totalMinor),
    lineCount,
    status: row.status,
    paymentMethod: row.paymentMethod,
    delivery: deliveryOf(row),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    paid: row.paid,
    transactionId: row.transactionId,
    collected: row.collectedMinor == null ? null : toMajorUnits(row.collectedMinor),
    createdAt: row.createdAt.toISOString(),
    awaitingVerification: row.awaitingVerification && row.status === 'placed',
    awaitingPhoneVerification: row.awaitingPhoneVerification && row.status === 'placed',
    advance: toMajorUnits(row.advanceMinor),
    advancePaid: row.advancePaid,
    dueOnDelivery: toMajorUnits(dueOnDeliveryMinor(row)),
  };
}

/** An order with all its lines and its timeline. */
export interface OrderRecord {
  order: OrderRow;
  lines: OrderLineRow[];
  events: OrderEventRow[];
  /** What the parcel weighs: each line's quantity times its part's weight (read by recordOf). */
  parcelWeightGrams?: number;
}

/** A line whose part was deleted weighs what a part weighs until it is told (the column's default). */
const UNKNOWN_PART_GRAMS = 500;

export function toOrderDetail({ order, lines, events, parcelWeightGrams }: OrderRecord): OrderDetail {
  return {
    ...toOrder(order, lines[0]!, lines.length),
    lines: lines.map((line) => ({
      lineId: line.id,
      productId: line.productId,
      productName: line.productName,
      image: line.image,
      size: line.size,
      quantity: line.quantity,
      price: toMajorUnits(line.priceMinor),
      discount: toMajorUnits(line.discountMinor),
    })),
    events: events.map((event) => ({
      status: event.status,
      by: event.by,
      note: event.note,
      at: event.at.toISOString(),
    })),
    ...(parcelWeightGrams === undefined ? {} : { parcelWeightGrams }),
  };
}

/** The lines and events of an order whose header is read already (inside a transaction or not). */
export async function recordOf(db: Db | Tx, order: OrderRow): Promise<OrderRecord> {
  const rows = await db
    .select({ line: orderLines, weightGrams: products.weightGrams })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position), asc(orderLines.createdAt), asc(orderLines.id));
  const lines = rows.map(({ line }) => line);
  const parcelWeightGrams = rows.reduce(
    (sum, { line, weightGrams }) => sum + line.quantity * (weightGrams ?? UNKNOWN_PART_GRAMS),
    0,
  );
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, order.id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return { order, lines, events, parcelWeightGrams };
}

/** The order of this id with its lines and events; a malformed or unknown id is a 404. */
export async function readOrderRecord(db: Db | Tx, id: string): Promise<OrderRecord> {
  const [order] = isId(id) ? await db.select().from(orders).where(eq(orders.id, id)) : [];
  if (!order) throw notFound(orderMessages.notFound);
  return recordOf(db, order);
}

/** Without a status the lists leave cancelled orders out; `all` lists every order. */
function statusFilter(status: OrderListQuery['status']): SQL | undefined {
  if (status === undefined) return ne(orders.status, 'cancelled');
  return status === 'all' ? undefined : eq(orders.status, status);
}

/** Orders newest first, one entry per line (the lines of an order in the order they were put in). */
async function listLines(db: Db, where: SQL | undefined): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, line: orderLines })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(where)
    .orderBy(
      desc(orders.createdAt),
      desc(orders.id),
      asc(orderLines.position),
      asc(orderLines.createdAt),
      asc(orderLines.id),
    );
  const lineCounts = new Map<string, number>();
  for (const { order } of rows) lineCounts.set(order.id, (lineCounts.get(order.id) ?? 0) + 1);
  return rows.map(({ order, line }) => toOrder(order, line, lineCounts.get(order.id)!));
}

/**
 * GET /api/orders: every customer's orders (admins), cash orders with their phone's record; a
 * packer's, the orders to pack and on their way without their amounts (packer-view.ts).
 */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
  caller: Identity,
): Promise<Order[] | PackerOrder[]> {
  if (readsAsPacker(caller))
    return (await listLines(db, and(statusFilter(query.status), packerOrders()))).map(toPackerOrder);
  return withPhoneRecords(db, await listLines(db, statusFilter(query.status)));
}

/**
 * GET /api/orders/{email}: the orders of the account that has the address now. A deleted
 * account's orders stay on record for the shop but are never a new account's, even one registered
 * with the same address: orders belong to the account's id.
 */
export async function listOrdersOf(
  db: Db,
  caller: Identity,
  email: string,
  query: OrderListQuery,
): Promise<Order[]> {
  const accountId = await accountOfAddress(db, caller, email);
  if (!accountId) return [];
  return listLines(db, and(eq(orders.userId, accountId), statusFilter(query.status)));
}

/**
 * GET /api/order/{id}: the order with its parts and timeline, for its owner or staff; a packer
 * reads one to pack or on its way, without its amounts (packer-view.ts).
 */
export async function findOrderFor(
  db: Db,
  id: string,
  caller: Identity,
): Promise<OrderDetail | PackerOrderDetail> {
  const record = await readOrderRecord(db, id);
  assertOwnerOrAdmin(caller, record.order.userId);
  if (readsOrderAsPacker(caller, record.order)) return toPackerOrderDetail(toOrderDetail(record));
  const detail = await withRefunds(db, record.order, toOrderDetail(record));
  // Only the shop sees a phone's record (issue 34).
  return caller.permissions.includes('customers.read') ? withPhoneRecord(db, detail) : detail;
}

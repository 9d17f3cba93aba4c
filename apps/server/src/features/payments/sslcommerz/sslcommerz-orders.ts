import { formatOrderNumber } from '@chaka/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { orderLines, orders, products } from '../../../db/schema/index.js';

/** What a payment through SSLCommerz needs to know of an order. */
export interface PayableOrder {
  id: string;
  userId: string | null;
  orderNumber: string;
  cancelled: boolean;
  cashOnDelivery: boolean;
  /** Whether what is paid online came in: the order's total, or a cash order's advance. */
  paid: boolean;
  transactionId: string | null;
  /**
   * What the customer pays online, in minor units of the shop's currency: the total, delivery
   * included; for a cash order, the delivery fee it owes in advance (COD_ADVANCE), 0 for none.
   */
  totalMinor: number;
  email: string;
  delivery: { name: string; phone: string; district: string; address: string } | null;
  parts: Array<{ name: string; category: string | null; quantity: number }>;
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function deliveryOf(row: OrderRow): PayableOrder['delivery'] {
  const { deliveryName, deliveryPhone, deliveryDistrict, deliveryAddress } = row;
  if (!deliveryName || !deliveryPhone || !deliveryDistrict || !deliveryAddress) return null;
  return { name: deliveryName, phone: deliveryPhone, district: deliveryDistrict, address: deliveryAddress };
}

function toPayable(row: OrderRow, lines: LineRow[], categories: Map<string, string | null>): PayableOrder {
  return {
    id: row.id,
    userId: row.userId,
    orderNumber: formatOrderNumber(row.orderNumber),
    cancelled: row.status === 'cancelled',
    cashOnDelivery: row.paymentMethod === 'cod',
    paid: row.paymentMethod === 'cod' ? row.paid || row.advancePaid : row.paid,
    transactionId: row.transactionId,
    totalMinor: row.paymentMethod === 'cod' ? row.advanceMinor : row.totalMinor,
    email: row.email,
    delivery: deliveryOf(row),
    parts: lines.map((line) => ({
      name: line.productName,
      category: line.productId ? (categories.get(line.productId) ?? null) : null,
      quantity: line.quantity,
    })),
  };
}

const linesOf = (db: Db | Tx, orderId: string) =>
  db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position, orderLines.createdAt);

async function categoriesOf(db: Db | Tx, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: products.id, category: products.category })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.category]));
}

/** The order with its parts; null when there is none. */
export async function readPayableOrder(db: Db, orderId: string): Promise<PayableOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await linesOf(db, orderId);
  const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  return toPayable(row, lines, await categoriesOf(db, productIds));
}

/** The order, locked until the transaction ends: a cancel and a payment never cross. */
export async function lockPayableOrder(tx: Tx, orderId: string): Promise<PayableOrder | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ? toPayable(row, await linesOf(tx, orderId), new Map()) : null;
}

/**
 * Marks the (locked, unpaid) order paid by this transaction; a cash order's payment is its
 * delivery fee in advance (COD_ADVANCE): the rest is still collected at the door.
 */
export async function markOrderPaid(tx: Tx, orderId: string, tranId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      paid: sql`${orders.paid} or ${orders.paymentMethod} <> 'cod'`,
      advancePaid: sql`${orders.advancePaid} or ${orders.paymentMethod} = 'cod'`,
      transactionId: tranId,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paid, false)));
}

/** The numbers of these orders, by id. */
export async function orderNumbers(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, formatOrderNumber(row.orderNumber)]));
}

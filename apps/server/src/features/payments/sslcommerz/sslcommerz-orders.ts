import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { orders, products } from '../../../db/schema/index.js';

/** What a payment through SSLCommerz needs to know of an order. */
export interface PayableOrder {
  id: string;
  userId: string | null;
  orderNumber: string;
  cancelled: boolean;
  cashOnDelivery: boolean;
  paid: boolean;
  transactionId: string | null;
  /** What the customer pays, delivery included, in minor units of the shop's currency. */
  totalMinor: number;
  email: string;
  delivery: { name: string; phone: string; district: string; address: string } | null;
  parts: Array<{ name: string; category: string | null; quantity: number }>;
}

type OrderRow = typeof orders.$inferSelect;

function toPayable(row: OrderRow, categories: Map<string, string | null>): PayableOrder {
  return {
    id: row.id,
    userId: row.userId,
    orderNumber: `CP-${row.id.slice(0, 8)}`,
    cancelled: false,
    cashOnDelivery: false,
    paid: row.paid,
    transactionId: row.transactionId,
    totalMinor: row.priceCents,
    email: row.email,
    delivery: null,
    parts: [
      {
        name: row.productName,
        category: row.productId ? (categories.get(row.productId) ?? null) : null,
        quantity: row.quantity,
      },
    ],
  };
}

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
  return toPayable(row, await categoriesOf(db, row.productId ? [row.productId] : []));
}

/** The order, locked until the transaction ends: a cancel and a payment never cross. */
export async function lockPayableOrder(tx: Tx, orderId: string): Promise<PayableOrder | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ? toPayable(row, new Map()) : null;
}

/** Marks the (locked, unpaid) order paid by this transaction. */
export async function markOrderPaid(tx: Tx, orderId: string, tranId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ paid: true, transactionId: tranId })
    .where(and(eq(orders.id, orderId), eq(orders.paid, false)));
}

/** The numbers of these orders, by id. */
export async function orderNumbers(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, `CP-${row.id.slice(0, 8)}`]));
}

import {
  type CreateOrderBody,
  isId,
  messages,
  ORDER_TOTAL_MAX_CENTS,
  type Order,
  orderMessages,
  orderQuantityIssue,
} from '@chaka/contract';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, products, user } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { toDollars } from '../../lib/money.js';
import { accountOfAddress, assertOwnerOrAdmin } from '../../lib/ownership.js';

type OrderRow = typeof orders.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    productId: row.productId,
    productName: row.productName,
    email: row.email,
    userName: row.userName,
    quantity: row.quantity,
    size: row.size,
    price: toDollars(row.priceCents),
    image: row.image,
    paid: row.paid,
    transactionId: row.transactionId,
    createdAt: row.createdAt.toISOString(),
  };
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

export async function listOrders(db: Db): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .orderBy(...newestFirst);
  return rows.map(toOrder);
}

/**
 * GET /api/orders/{email}: the orders of the account that has the address now. A deleted
 * account's orders stay on record for the shop but are never a new account's, even one registered
 * with the same address: orders belong to the account's id.
 */
export async function listOrdersOf(db: Db, caller: Identity, email: string): Promise<Order[]> {
  const accountId = await accountOfAddress(db, caller, email);
  if (!accountId) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, accountId))
    .orderBy(...newestFirst);
  return rows.map(toOrder);
}

/** The order, if the caller may see it: its owner or an admin. A malformed id is an unknown one. */
export async function findOrderFor(db: Db, id: string, caller: Identity): Promise<Order> {
  const row = isId(id) ? (await db.select().from(orders).where(eq(orders.id, id)))[0] : undefined;
  if (!row) throw notFound(orderMessages.notFound);
  assertOwnerOrAdmin(caller, row.userId);
  return toOrder(row);
}

// ---- Placing an order: read product -> check quantity -> lock buyer -> reserve stock -> create order

/** Step 1: the product as it is now; an unknown one is a 404. */
async function readProduct(db: Db, productId: string): Promise<ProductRow> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound(orderMessages.productNotFound);
  return product;
}

/** Step 2: SPEC §5's rules against the product's minimum and stock, and the largest total we take. */
function checkQuantity(product: ProductRow, quantity: number): void {
  const issue = orderQuantityIssue(quantity, {
    orderQty: product.minOrderQty,
    availableQty: product.availableQty,
  });
  if (issue) throw badRequest(issue);
  if (product.priceCents * quantity > ORDER_TOTAL_MAX_CENTS) throw badRequest(orderMessages.tooExpensive);
}

/**
 * Step 3: the buyer's account still exists, and stays while the order is written. A session can
 * outlive its account by the few seconds a signed session cookie is trusted without a lookup.
 */
async function lockBuyer(tx: Tx, buyer: Identity): Promise<void> {
  const [account] = await tx.select({ id: user.id }).from(user).where(eq(user.id, buyer.id)).for('share');
  if (!account) throw unauthorized();
}

/**
 * Step 4: takes the quantity off the stock only if that much is still there. The condition and the
 * decrement are one statement, so concurrent orders can never sell more than there is: each waits
 * for the row lock and re-checks the stock it finds. The product's price and name are read from the
 * same locked row, so the order is priced as it was when the stock was taken.
 */
async function reserveStock(tx: Tx, productId: string, quantity: number): Promise<ProductRow> {
  const [reserved] = await tx
    .update(products)
    .set({ availableQty: sql`${products.availableQty} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.availableQty, quantity)))
    .returning();
  if (!reserved) throw conflict(orderMessages.soldOut);
  return reserved;
}

/** Step 5: the order row, with copies of who bought what, and the price the server computed. */
async function createOrderRecord(
  tx: Tx,
  buyer: Identity,
  product: ProductRow,
  line: { quantity: number; size: string },
): Promise<OrderRow> {
  const [created] = await tx
    .insert(orders)
    .values({
      productId: product.id,
      userId: buyer.id,
      email: buyer.email,
      userName: buyer.name,
      productName: product.name,
      image: product.image,
      size: line.size,
      quantity: line.quantity,
      priceCents: product.priceCents * line.quantity,
    })
    .returning();
  return created!;
}

/** POST /api/orders: the price and the stock are the server's; the body only picks product, size and quantity. */
export async function placeOrder(db: Db, buyer: Identity, body: CreateOrderBody): Promise<Order> {
  if (buyer.role === 'admin') throw forbidden(messages.orders.adminNotAllowed);
  const quantity = Number(body.quantity);
  const product = await readProduct(db, body.productId);
  checkQuantity(product, quantity);
  const created = await db.transaction(async (tx) => {
    await lockBuyer(tx, buyer);
    const reserved = await reserveStock(tx, product.id, quantity);
    // The price may have changed since step 2; the locked row is the one that counts.
    if (reserved.priceCents * quantity > ORDER_TOTAL_MAX_CENTS) throw badRequest(orderMessages.tooExpensive);
    return createOrderRecord(tx, buyer, reserved, { quantity, size: body.size });
  });
  return toOrder(created);
}

// ---- Cancelling an order: lock it -> check who and whether paid -> delete -> restore stock -------

/** Step 1: the order, locked until the transaction ends so a payment cannot land in between. */
async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw notFound(orderMessages.notFound);
  return row;
}

/** Step 2: only unpaid orders can be cancelled, also when the provider reported the payment first. */
async function assertUnpaid(tx: Tx, row: OrderRow, payments: OrderPayments): Promise<void> {
  if (row.paid || (await payments.isSettled(tx, row.id))) throw conflict(orderMessages.paidCannotCancel);
}

/** Step 3: gives the quantity back to the product, if it still exists. */
async function restoreStock(tx: Tx, row: OrderRow): Promise<void> {
  if (!row.productId) return;
  await tx
    .update(products)
    .set({ availableQty: sql`${products.availableQty} + ${row.quantity}` })
    .where(eq(products.id, row.productId));
}

/** What orders need to know of their payments; the payments feature answers (it owns their statuses). */
export interface OrderPayments {
  /**
   * Cancels whatever could still charge a card for the order, at the payment provider. It runs
   * before the cancelling transaction: a provider's answer can take seconds, and no row stays
   * locked (on the embedded database, no other write waits) meanwhile.
   */
  release(orderId: string): Promise<void>;
  /** Whether a payment of the order went through or is going through, inside the transaction. */
  isSettled(tx: Tx, orderId: string): Promise<boolean>;
}

/**
 * DELETE /api/orders/{id}: the owner or an admin cancels an unpaid order; its open payments are
 * cancelled at the provider first, then the order goes and its stock comes back.
 */
export async function cancelOrder(
  db: Db,
  id: string,
  caller: Identity,
  payments: OrderPayments,
): Promise<{ deletedCount: number }> {
  if (!isId(id)) throw notFound(orderMessages.notFound);
  const [current] = await db.select().from(orders).where(eq(orders.id, id));
  if (!current) throw notFound(orderMessages.notFound);
  assertOwnerOrAdmin(caller, current.userId);
  if (current.paid) throw conflict(orderMessages.paidCannotCancel);
  await payments.release(id);
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, id);
    assertOwnerOrAdmin(caller, row.userId);
    await assertUnpaid(tx, row, payments);
    await tx.delete(orders).where(eq(orders.id, row.id));
    await restoreStock(tx, row);
    return { deletedCount: 1 };
  });
}

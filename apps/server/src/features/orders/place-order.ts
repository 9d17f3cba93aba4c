import {
  type CreateOrderBody,
  type Delivery,
  deliveryFee,
  messages,
  ORDER_TOTAL_MAX_CENTS,
  type Order,
  orderMessages,
  orderQuantityIssue,
  type PaymentMethod,
  type Size,
} from '@chaka/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orderEvents, orderLines, orders, products, user } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, type HttpError, notFound, unauthorized } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { recordStockChange } from '../../lib/stock-history.js';
import type { OrderContext } from './order-context.js';
import { placedMails, sendOrderMails } from './order-mails.js';
import { type OrderRecord, recordOf, toOrder } from './order-queries.js';
import { compareProductIds } from './product-locks.js';
import { countUnpaidOrders } from './unpaid-orders.js';

export type ProductRow = typeof products.$inferSelect;

/** One part of an order to place: which product, which size, how many (merged already). */
export interface LineRequest {
  productId: string;
  size: Size;
  quantity: number;
}

/** What an order of one or several lines is placed with; prices and fee are never taken from it. */
export interface OrderRequest {
  lines: LineRequest[];
  delivery: Delivery | undefined;
  paymentMethod: PaymentMethod;
  /** How the stock history names the stock it takes: a single order or a cart's checkout. */
  source: 'order' | 'checkout';
}

/**
 * How a refused line is told to the customer: a single order answers with the spec's messages, a
 * checkout names the part (features/orders/checkout.ts).
 */
export interface LineRefusals {
  /** The line's product does not exist (any more): 404. */
  productGone(): HttpError;
  /** Before the transaction, the line against the product as read; null when it may be ordered. */
  checkLine(product: ProductRow, quantity: number): HttpError | null;
  /** In the transaction, the stock is short of the line; `available` is what was left for it. */
  shortOfStock(product: ProductRow, available: number): HttpError;
}

// Placing an order: read products -> check quantities -> lock buyer -> check unpaid orders ->
// reserve every line's stock -> price with delivery -> write order, lines and event -> mail.

/** Step 1: the products as they are now, each line with its own; an unknown one is refused. */
async function readProducts(db: Db, lines: LineRequest[], refusals: LineRefusals): Promise<ProductRow[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw refusals.productGone();
    return product;
  });
}

/** Step 2: the quantity rules of each line, and the largest amount a line may cost. */
function checkLines(lines: LineRequest[], found: ProductRow[], refusals: LineRefusals): void {
  lines.forEach((line, index) => {
    const product = found[index]!;
    const refusal = refusals.checkLine(product, line.quantity);
    if (refusal) throw refusal;
    if (product.priceCents * line.quantity > ORDER_TOTAL_MAX_CENTS)
      throw badRequest(orderMessages.tooExpensive);
  });
}

/**
 * Step 3: the buyer's account still exists, and stays while the order is written. A session can
 * outlive its account by the few seconds a signed session cookie is trusted without a lookup. The
 * lock also puts the same buyer's orders one after the other, so the unpaid limit counts them all.
 */
async function lockBuyer(tx: Tx, buyer: Identity): Promise<void> {
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, buyer.id))
    .for('no key update');
  if (!account) throw unauthorized();
}

/** Step 4: a customer holds at most MAX_UNPAID_ORDERS unpaid orders (stock hoarding). */
async function checkUnpaidLimit(tx: Tx, context: OrderContext, buyer: Identity): Promise<void> {
  const max = context.unpaidOrders.maxUnpaid;
  if ((await countUnpaidOrders(tx, buyer.id)) >= max) throw conflict(orderMessages.tooManyUnpaid(max));
}

/**
 * Step 5: takes each line's quantity off its product's stock only if that much is still there. The
 * condition and the decrement are one statement, so concurrent orders can never sell more than
 * there is: each waits for the row lock and re-checks the stock it finds. Products are taken in
 * the order of their ids (compareProductIds). Price and name are read from the locked rows: the order is priced as the stock was taken.
 */
async function reserveStock(tx: Tx, lines: LineRequest[], refusals: LineRefusals): Promise<ProductRow[]> {
  const reserved: ProductRow[] = new Array(lines.length);
  const taken = new Map<string, number>();
  const byProduct = lines.map((line, index) => ({ line, index }));
  byProduct.sort((a, b) => compareProductIds(a.line.productId, b.line.productId) || a.index - b.index);
  for (const { line, index } of byProduct) {
    const [row] = await tx
      .update(products)
      .set({ availableQty: sql`${products.availableQty} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), gte(products.availableQty, line.quantity)))
      .returning();
    if (!row) throw await stockRefusal(tx, line.productId, taken.get(line.productId) ?? 0, refusals);
    taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
    reserved[index] = row;
  }
  return reserved;
}

/** Why a reservation failed: the product went meanwhile, or less is left than the line asks. */
async function stockRefusal(tx: Tx, productId: string, takenAlready: number, refusals: LineRefusals) {
  const [now] = await tx.select().from(products).where(eq(products.id, productId));
  if (!now) return refusals.productGone();
  return refusals.shortOfStock(now, now.availableQty + takenAlready);
}

/** Step 6: the amounts, from the locked products and the shop's delivery charges (one fee per order). */
function priceOrder(context: OrderContext, lineCents: number[], district: string | null) {
  const subtotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  // Without delivery details the higher, outside-Dhaka fee applies until they are added.
  const deliveryFeeCents = deliveryFee(
    { district: district ?? '', subtotalMinor: subtotalCents },
    context.delivery,
  );
  const totalCents = subtotalCents + deliveryFeeCents;
  if (totalCents > ORDER_TOTAL_MAX_CENTS) throw badRequest(orderMessages.tooExpensive);
  return { subtotalCents, deliveryFeeCents, totalCents };
}

/**
 * Step 7: the order's header, its lines in the order they were asked for, the stock each line took
 * in the stock history, and the order's first event.
 */
async function writeOrder(
  tx: Tx,
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  reserved: ProductRow[],
): Promise<OrderRecord> {
  const lineCents = request.lines.map((line, index) => reserved[index]!.priceCents * line.quantity);
  const amounts = priceOrder(context, lineCents, request.delivery?.district ?? null);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: buyer.id,
      email: buyer.email,
      userName: buyer.name,
      paymentMethod: request.paymentMethod,
      ...amounts,
      deliveryName: request.delivery?.name,
      deliveryPhone: request.delivery?.phone,
      deliveryDistrict: request.delivery?.district,
      deliveryAddress: request.delivery?.address,
    })
    .returning();
  await tx.insert(orderLines).values(
    request.lines.map((line, index) => ({
      orderId: order!.id,
      productId: reserved[index]!.id,
      productName: reserved[index]!.name,
      image: reserved[index]!.image,
      size: line.size,
      quantity: line.quantity,
      priceCents: lineCents[index]!,
      position: index,
    })),
  );
  for (const [index, line] of request.lines.entries()) {
    const after = reserved[index]!.availableQty;
    await recordStockChange(tx, {
      productId: reserved[index]!.id,
      before: after + line.quantity,
      after,
      reason: request.source,
      by: buyer.name,
      userId: buyer.id,
      orderId: order!.id,
    });
  }
  await tx.insert(orderEvents).values({ orderId: order!.id, status: 'placed', by: buyer.name });
  return recordOf(tx, order!);
}

/**
 * Places one order of every requested line, all or nothing: a refused line (its product gone,
 * its quantity against the rules, its stock short) leaves no order and no stock taken. Admins
 * cannot order (SPEC). One confirmation mail lists every line.
 */
export async function placeOrderOfLines(
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<OrderRecord> {
  if (buyer.role === 'admin') throw forbidden(messages.orders.adminNotAllowed);
  const found = await readProducts(context.db, request.lines, refusals);
  checkLines(request.lines, found, refusals);
  const record = await context.db.transaction(async (tx) => {
    await lockBuyer(tx, buyer);
    await checkUnpaidLimit(tx, context, buyer);
    const reserved = await reserveStock(tx, request.lines, refusals);
    return writeOrder(tx, context, buyer, request, reserved);
  });
  void sendOrderMails(context, placedMails(context, record));
  return record;
}

/** A single order answers with the spec's quantity messages (SPEC §5). */
const singleOrderRefusals: LineRefusals = {
  productGone: () => notFound(orderMessages.productNotFound),
  checkLine(product, quantity) {
    const issue = orderQuantityIssue(quantity, {
      orderQty: product.minOrderQty,
      availableQty: product.availableQty,
    });
    return issue ? badRequest(issue) : null;
  },
  shortOfStock: () => conflict(orderMessages.soldOut),
};

/** POST /api/orders: prices and stock are the server's; the body picks product, size, quantity and delivery. */
export async function placeOrder(
  context: OrderContext,
  buyer: Identity,
  body: CreateOrderBody,
): Promise<Order> {
  const line = { productId: body.productId, size: body.size, quantity: Number(body.quantity) };
  const request: OrderRequest = {
    lines: [line],
    delivery: body.delivery,
    paymentMethod: body.paymentMethod,
    source: 'order',
  };
  const record = await placeOrderOfLines(context, buyer, request, singleOrderRefusals);
  return toOrder(record.order, record.lines[0]!, record.lines.length);
}

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
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, user } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { type AccountHolding, accountCapRefusal, orderValueRefusal } from './order-caps.js';
import type { OrderContext } from './order-context.js';
import { type OrderRecord, toOrder } from './order-queries.js';
import { compareProductIds } from './product-locks.js';
import type { ProductRow } from './product-snapshots.js';
import { lockProducts, type PricedOrder, takeStockAndWrite } from './take-stock.js';

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

// Placing an order of one product, in one statement: price it from the product as last read
// (product-snapshots.ts) -> lock the buyer under the unpaid limit and the caps on what one account
// holds, take the stock, write the order and queue its mails, all at once (take-stock.ts) -> wake
// the mail queue.
// When that statement refuses, and for an order of several products, in one transaction: read the
// products and lock the buyer -> check quantities, price, the account's caps (order-caps.ts) and
// the unpaid limit -> lock the products -> the same statement -> commit, or the reason of the
// refusal. Both answer the same: the transaction's checks against the products and the account as
// they are decide every refusal.

/** How often an order is tried again when a product's price changed between reading and taking it. */
const PRICE_ATTEMPTS = 3;

/** The price of a product changed while the order was placed: the order is priced again. */
class PriceChanged extends Error {}

/**
 * Step 1: the buyer's account still exists, and stays while the order is written. A session can
 * outlive its account by the few seconds a signed session cookie is trusted without a lookup. The
 * lock also puts the same buyer's orders one after the other, and reads the account's count of
 * unpaid orders as their last one left it. The same statement reads the products as they are now,
 * each line's own in the lines' order (and keeps them as snapshots for the next orders).
 */
async function lockBuyerAndReadProducts(
  tx: Tx,
  context: OrderContext,
  buyer: Identity,
  lines: LineRequest[],
  refusals: LineRefusals,
): Promise<{ unpaidOrders: number; holding: AccountHolding; found: ProductRow[] }> {
  const account = tx
    .select({
      id: user.id,
      unpaidOrders: user.unpaidOrders,
      openUnits: user.openUnits,
      emailVerified: user.emailVerified,
    })
    .from(user)
    .where(eq(user.id, buyer.id))
    .for('no key update')
    .as('account');
  const ids = [...new Set(lines.map((line) => line.productId))];
  const rows = await tx
    .select({
      unpaidOrders: account.unpaidOrders,
      openUnits: account.openUnits,
      emailVerified: account.emailVerified,
      product: products,
    })
    .from(account)
    .leftJoin(products, inArray(products.id, ids))
    // Parsed and planned once a connection (db/prepared.ts): one text per number of products.
    .prepare(`order-buyer-products-${ids.length}`)
    .execute();
  if (rows.length === 0) throw unauthorized();
  const byId = new Map(rows.flatMap(({ product }) => (product ? [[product.id, product] as const] : [])));
  context.productSnapshots.remember([...byId.values()]);
  const found = lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product) throw refusals.productGone();
    return product;
  });
  const { unpaidOrders, openUnits, emailVerified } = rows[0]!;
  return { unpaidOrders, holding: { openUnits, emailVerified }, found };
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
 * Step 3: the amounts, from the products' prices and the shop's delivery charges (one fee per
 * order); the value of the parts within MAX_ORDER_VALUE (order-caps.ts).
 */
function priceOrder(context: OrderContext, request: OrderRequest, found: ProductRow[]): PricedOrder {
  const lines = request.lines.map((line, index) => ({
    ...line,
    unitCents: found[index]!.priceCents,
    lineCents: found[index]!.priceCents * line.quantity,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  // Without delivery details the higher, outside-Dhaka fee applies until they are added.
  const deliveryFeeCents = deliveryFee(
    { district: request.delivery?.district ?? '', subtotalMinor: subtotalCents },
    context.delivery,
  );
  const totalCents = subtotalCents + deliveryFeeCents;
  if (totalCents > ORDER_TOTAL_MAX_CENTS) throw badRequest(orderMessages.tooExpensive);
  const overValue = orderValueRefusal(context.caps, subtotalCents, context.currency);
  if (overValue) throw overValue;
  return {
    lines,
    amounts: { subtotalCents, deliveryFeeCents, totalCents },
    delivery: request.delivery,
    paymentMethod: request.paymentMethod,
    maxUnpaid: context.unpaidOrders.maxUnpaid,
    caps: context.caps,
    source: request.source,
  };
}

/**
 * Why the stock could not be taken: a product went meanwhile, or its stock is short of its lines
 * (`available` is the product's stock before this order, all its lines together), or else a price
 * changed. Products are looked at in the order of their ids, lines in theirs.
 */
async function stockRefusal(tx: Tx, request: OrderRequest, taken: string[], refusals: LineRefusals) {
  const ids = [...new Set(request.lines.map((line) => line.productId))];
  const now = new Map(
    (await tx.select().from(products).where(inArray(products.id, ids))).map((p) => [p.id, p]),
  );
  // The statement may have taken some products before it gave up: their stock is counted back.
  const stock = new Map([...now].map(([id, product]) => [id, product.availableQty]));
  for (const line of request.lines)
    if (taken.includes(line.productId)) stock.set(line.productId, stock.get(line.productId)! + line.quantity);
  const asked = new Map<string, number>();
  const byProduct = request.lines.map((line, index) => ({ line, index }));
  byProduct.sort((a, b) => compareProductIds(a.line.productId, b.line.productId) || a.index - b.index);
  for (const { line } of byProduct) {
    const product = now.get(line.productId);
    if (!product) return refusals.productGone();
    const available = stock.get(line.productId)!;
    asked.set(line.productId, (asked.get(line.productId) ?? 0) + line.quantity);
    if (asked.get(line.productId)! > available) return refusals.shortOfStock(product, available);
  }
  return new PriceChanged();
}

/** Steps 1 to 4 in one transaction: the order as written, or the refusal of the first line that fails. */
async function placeInTransaction(
  tx: Tx,
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<OrderRecord> {
  const { unpaidOrders, holding, found } = await lockBuyerAndReadProducts(
    tx,
    context,
    buyer,
    request.lines,
    refusals,
  );
  checkLines(request.lines, found, refusals);
  const priced = priceOrder(context, request, found);
  // What one account may order and hold (stock hoarding), on the account as locked above.
  const overCap = accountCapRefusal(context.caps, holding, request.lines, found);
  if (overCap) throw overCap;
  // The unpaid limit (stock hoarding): the count is the account's, locked above.
  if (unpaidOrders >= priced.maxUnpaid) throw conflict(orderMessages.tooManyUnpaid(priced.maxUnpaid));
  const productIds = [...new Set(request.lines.map((line) => line.productId))];
  if (productIds.length > 1) await lockProducts(tx, productIds);
  // Step 4: the stock and the writing, in one statement.
  const outcome = await takeStockAndWrite(tx, buyer, priced);
  if (!outcome.record) throw await stockRefusal(tx, request, outcome.takenProductIds, refusals);
  return outcome.record;
}

/**
 * An order of one line, in the one statement that checks and writes it, priced from the product as
 * last read. Null when the statement refused it, or the product as last read would refuse it: the
 * order then takes the transaction, which gives the refusal its reason from the product as it is.
 */
async function placeAtOnce(
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<OrderRecord | null> {
  const found = await context.productSnapshots.read(context.db, [request.lines[0]!.productId]);
  if (!found) return null;
  let priced: PricedOrder;
  try {
    checkLines(request.lines, found, refusals);
    priced = priceOrder(context, request, found);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
  return (await takeStockAndWrite(context.db, buyer, priced)).record;
}

/**
 * Places one order of every requested line, all or nothing: a refused line (its product gone,
 * its quantity against the rules, its stock short) leaves no order and no stock taken. The order is
 * priced as the stock was taken. Admins cannot order (SPEC). One confirmation mail lists every line.
 */
export async function placeOrderOfLines(
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<OrderRecord> {
  if (buyer.role === 'admin') throw forbidden(messages.orders.adminNotAllowed);
  const record =
    (request.lines.length === 1 && (await placeAtOnce(context, buyer, request, refusals))) ||
    (await placeWithTransaction(context, buyer, request, refusals));
  // The order's statement queued its mails: they go off the request (order-mail-queue.ts).
  context.mailQueue.wake();
  return record;
}

/** The transaction, placed again at the new price when a product's price changed meanwhile. */
async function placeWithTransaction(
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<OrderRecord> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.db.transaction((tx) => placeInTransaction(tx, context, buyer, request, refusals));
    } catch (error) {
      if (!(error instanceof PriceChanged) || attempt >= PRICE_ATTEMPTS) throw error;
    }
  }
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

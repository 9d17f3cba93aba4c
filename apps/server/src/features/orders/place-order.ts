import {
  type CreateOrderBody,
  messages,
  type Order,
  orderMessages,
  orderQuantityIssue,
} from '@chaka/contract';
import type { Tx } from '../../db/client.js';
import type { RunPrepared } from '../../db/prepared.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { shopCounters } from '../../lib/metrics.js';
import { accountRefusal, orderRefusal, stockRefusal } from './order-checks.js';
import type { OrderContext } from './order-context.js';
import { priceOrder } from './order-pricing.js';
import { type OrderRecord, toOrder } from './order-queries.js';
import { type LineRefusals, type OrderRequest, productIdsOf } from './order-request.js';
import { lockProducts } from './product-locks.js';
import { promoteOrder, recordUses } from './promotions/promote-order.js';
import { hasQuotes, lockQuotes, useQuotes } from './quoted-lines.js';
import { readBuyerAndProducts } from './read-buyer-and-products.js';
import { takeStockAndWrite } from './take-stock.js';
import { tradePriced } from './trade-prices.js';

// Placing an order, step by step:
//   1. Read the buyer's account (locked) and the products.
//   2. Price each line at its product's price, and the order's one delivery fee (order-pricing.ts).
//   3. Check the lines' quantities and the amounts, then what the account may still order: the caps
//      on what one account holds and the limit on its unpaid orders (order-checks.ts).
//   4. Take the stock, 5. write the order (its lines, first event and stock history) and 6. queue
//      its two mails: one statement, which checks again, on the rows as it locks them, that the
//      stock, the prices and the account still allow the order, and else writes nothing
//      (take-stock.ts).
//   7. Wake the mail queue, which sends the mails off the request (order-mail-queue.ts).
//
// Two ways through these steps:
// - At once, for an order of one product: steps 1 to 3 on the product as last read (kept in memory,
//   product-snapshots.ts), then steps 4 to 6 as one statement committed on its own, which also locks
//   the account and checks its limits. One round trip to the database (decision 023).
// - In a transaction, for an order of several products, and for an order of one that the product as
//   last read would refuse or that the statement refused: steps 1 to 6 on the rows as they are, so a
//   refusal gives its reason from them. A price changed meanwhile: the order is placed again.
// Both answer the same: only the transaction refuses an order, from the products and the account as
// they are.
//
// The account's counts of unpaid orders and of units in open orders are kept on its row by a trigger
// on orders (migrations 0011 and 0013): reading them is reading the locked row.

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
  const { record, smsQueued } =
    (request.lines.length === 1 &&
      !hasQuotes(request) &&
      !request.code &&
      (await placeAtOnce(context, buyer, request, refusals))) ||
    (await placeInTransaction(context, buyer, request, refusals));
  shopCounters.orderPlaced(record.order.paymentMethod);
  // 7. The statement queued the order's mails, and its SMS when it has a phone to text; they go
  // off the request.
  context.mailQueue.wake();
  if (smsQueued) context.smsQueue.wake();
  return record;
}

/** An order as the statement wrote it, and whether it queued an SMS to send. */
interface Placed {
  record: OrderRecord;
  smsQueued: boolean;
}

/**
 * An order of one product, at once: null when the product is not in memory, when the product as
 * last read would refuse the order, or when the statement refused it. The transaction then places
 * or refuses it from the product as it is now (it may have changed since it was last read).
 */
async function placeAtOnce(
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<Placed | null> {
  // 1. Read: the product as last read (read now when it is not in memory).
  const found = await context.productSnapshots.read(context.db, [request.lines[0]!.productId]);
  if (!found) return null;
  // 2. Price, 3. check, from it. The account's limits are checked by the statement.
  const priced = priceOrder(context, request, found);
  if (orderRefusal(context, request, found, priced, refusals)) return null;
  // 4 to 6: take the stock, write the order and queue its mails, in one statement of its own.
  const { record, smsQueued } = await takeStockAndWrite(context.prepared.run, buyer, priced);
  return record && { record, smsQueued };
}

/** How often an order is placed again when a product's price changed between reading and taking it. */
const PRICE_ATTEMPTS = 3;

/** A price or a minimum quantity changed while the order was placed: it is placed again. */
class PriceChanged extends Error {}

/** The transaction, placed again from the products as they are when a price changed meanwhile. */
async function placeInTransaction(
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<Placed> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.prepared.transaction((tx, run) =>
        placeOnce(tx, run, context, buyer, request, refusals),
      );
    } catch (error) {
      if (!(error instanceof PriceChanged) || attempt >= PRICE_ATTEMPTS) throw error;
    }
  }
}

/** Steps 1 to 6 in one transaction: the order as written, or the first refusal, thrown. */
async function placeOnce(
  tx: Tx,
  run: RunPrepared,
  context: OrderContext,
  buyer: Identity,
  request: OrderRequest,
  refusals: LineRefusals,
): Promise<Placed> {
  // 1. Read.
  const { account, found } = await readBuyerAndProducts(tx, context, buyer, request, refusals);
  // 2. Price, a quoted line at its quote's price (issue 36).
  const quotes = await lockQuotes(tx, buyer, request);
  // Issue 37: trade prices (trade-prices.ts), then the promotions, locked, on what is left to pay.
  const listed = priceOrder(context, request, found, quotes);
  const trade = await tradePriced(tx, context, buyer.id, request, found, listed);
  const {
    priced,
    applied,
    refusal: codeRefusal,
  } = await promoteOrder(tx, trade.context, {
    buyerId: buyer.id,
    code: request.code,
    found,
    priced: trade.priced,
    lock: true,
  });
  if (codeRefusal) throw conflict(codeRefusal);
  // 3. Check: the products and the amounts, then the account as locked.
  const refusal =
    orderRefusal(context, request, found, priced, refusals) ??
    accountRefusal(context, account, request, found);
  if (refusal) throw refusal;
  // Several products are locked first, in the order of their ids, so two orders over the same
  // parts never wait for each other the other way round (product-locks.ts).
  const productIds = productIdsOf(request);
  if (productIds.length > 1) await lockProducts(tx, productIds);
  // 4 to 6: take the stock, write the order and queue its mails, in one statement.
  const { record, takenProductIds, smsQueued } = await takeStockAndWrite(run, buyer, priced);
  if (record) {
    await useQuotes(tx, quotes, record.order.id);
    await recordUses(tx, record.order.id, buyer.id, applied);
    return { record, smsQueued };
  }
  // The statement refused: the stock as it is now says why, or else a price changed meanwhile.
  throw (await stockRefusal(tx, request, takenProductIds, refusals)) ?? new PriceChanged();
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
    code: body.code,
  };
  const record = await placeOrderOfLines(context, buyer, request, singleOrderRefusals);
  return toOrder(record.order, record.lines[0]!, record.lines.length);
}

import { ORDER_TOTAL_MAX_MINOR, orderMessages } from '@chaka/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { badRequest, conflict, type HttpError } from '../../lib/errors.js';
import { type AccountHolding, accountCapRefusal, orderValueRefusal } from './order-caps.js';
import type { OrderContext } from './order-context.js';
import type { PricedOrder } from './order-pricing.js';
import { type LineRefusals, type OrderRequest, productIdsOf } from './order-request.js';
import { compareProductIds } from './product-locks.js';
import type { ProductRow } from './product-snapshots.js';

// What refuses an order, each check a function that answers the refusal (an HttpError for the
// customer) or null. Checked in this order: the products, the account, and, when the statement
// that takes the stock refused after all, the stock as it is now (place-order.ts).

/**
 * What the products as read and the amounts refuse: each line's quantity rules (as `refusals`
 * words them), then a line, then the total, over the largest amount an order may cost, then the
 * value of the parts over MAX_ORDER_VALUE (order-caps.ts).
 */
export function orderRefusal(
  context: OrderContext,
  request: OrderRequest,
  found: ProductRow[],
  priced: PricedOrder,
  refusals: LineRefusals,
): HttpError | null {
  for (const [index, line] of request.lines.entries()) {
    const refusal = refusals.checkLine(found[index]!, line.quantity);
    if (refusal) return refusal;
    if (priced.lines[index]!.lineMinor > ORDER_TOTAL_MAX_MINOR) return badRequest(orderMessages.tooExpensive);
  }
  if (priced.amounts.totalMinor > ORDER_TOTAL_MAX_MINOR) return badRequest(orderMessages.tooExpensive);
  return orderValueRefusal(context.caps, priced.amounts.subtotalMinor, context.currency);
}

/** The account as locked: what it holds and how many of its orders are unpaid. */
export interface LockedAccount extends AccountHolding {
  unpaidOrders: number;
}

/**
 * What the account as locked refuses: the caps on what one account may order and hold (stock
 * hoarding, order-caps.ts), then the limit on its unpaid orders.
 */
export function accountRefusal(
  context: OrderContext,
  account: LockedAccount,
  request: OrderRequest,
  found: ProductRow[],
): HttpError | null {
  const overCap = accountCapRefusal(context.caps, account, request.lines, found);
  if (overCap) return overCap;
  const { maxUnpaid } = context.unpaidOrders;
  return account.unpaidOrders >= maxUnpaid ? conflict(orderMessages.tooManyUnpaid(maxUnpaid)) : null;
}

/**
 * Why the statement could not take the stock, from the products as they are now: a product went
 * meanwhile, or its stock is short of its lines (`available` is the product's stock before this
 * order, all its lines together). Products are looked at in the order of their ids, lines in theirs.
 * Null when neither: then a price or a minimum quantity changed, and the order is priced again.
 * `taken` are the products the statement took before it gave up: their stock is counted back.
 */
export async function stockRefusal(
  tx: Tx,
  request: OrderRequest,
  taken: string[],
  refusals: LineRefusals,
): Promise<HttpError | null> {
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, productIdsOf(request)));
  const now = new Map(rows.map((product) => [product.id, product]));
  const stock = new Map(rows.map((product) => [product.id, product.availableQty]));
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
  return null;
}

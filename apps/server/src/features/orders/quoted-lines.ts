import { partRequestMessages, partRequestNumber } from '@chaka/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { partRequests } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import type { OrderRequest } from './order-request.js';

/** The quoted unit price of each part request a cart's lines are priced by (issue 36). */
export type QuotedPrices = ReadonlyMap<string, number>;

/** Whether a line of the order is priced by a quote: such an order is placed in a transaction. */
export const hasQuotes = (request: OrderRequest) => request.lines.some((line) => line.quote);

/**
 * The quotes the order's lines name, locked until the order is written: each must be the buyer's,
 * still quoted, for the line's product, and for at least the quantity its lines order together.
 * The server prices such a line at the quoted price, not the one the cart or the client says.
 */
export async function lockQuotes(tx: Tx, buyer: Identity, request: OrderRequest): Promise<QuotedPrices> {
  const ids = [...new Set(request.lines.flatMap((line) => (line.quote ? [line.quote] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(partRequests)
    .where(inArray(partRequests.id, ids))
    .orderBy(partRequests.id)
    .for('update');
  const prices = new Map<string, number>();
  for (const id of ids) {
    const quote = rows.find((row) => row.id === id);
    const lines = request.lines.filter((line) => line.quote === id);
    const usable =
      quote &&
      quote.userId === buyer.id &&
      quote.status === 'quoted' &&
      quote.quotePriceMinor !== null &&
      lines.every((line) => line.productId === quote.quoteProductId);
    if (!usable) throw badRequest(partRequestMessages.quoteUsed);
    const ordered = lines.reduce((sum, line) => sum + line.quantity, 0);
    const quantity = quote.quoteQty ?? 1;
    if (ordered > quantity)
      throw badRequest(partRequestMessages.quoteQuantity(partRequestNumber(quote.requestNumber), quantity));
    prices.set(id, quote.quotePriceMinor!);
  }
  return prices;
}

/** The order is written: its quotes are used up, by it, and their links lead nowhere any more. */
export async function useQuotes(tx: Tx, prices: QuotedPrices, orderId: string): Promise<void> {
  if (prices.size === 0) return;
  await tx
    .update(partRequests)
    .set({ status: 'closed', quoteTokenHash: null, quoteOrderId: orderId })
    .where(inArray(partRequests.id, [...prices.keys()]));
}

/**
 * The order is cancelled (in the caller's transaction): the quotes it used are quoted again, so
 * the customer can put them in the cart from My part requests and order them once more.
 */
export async function reopenQuotes(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(partRequests)
    .set({ status: 'quoted', quoteOrderId: null })
    .where(and(eq(partRequests.quoteOrderId, orderId), eq(partRequests.status, 'closed')));
}

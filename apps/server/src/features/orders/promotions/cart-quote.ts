import {
  type CartQuote,
  type CartQuoteBody,
  cartMessages,
  mergeCartItems,
  toMajorUnits,
} from '@chaka/contract';
import { inArray } from 'drizzle-orm';
import { products } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import type { Identity } from '../../../lib/identity.js';
import type { OrderContext } from '../order-context.js';
import { priceOrder } from '../order-pricing.js';
import type { OrderRequest } from '../order-request.js';
import { lockQuotes } from '../quoted-lines.js';
import { tradePriced } from '../trade-prices.js';
import { promoteOrder } from './promote-order.js';

/**
 * POST /api/cart/quote: the cart priced as an order placed now would be (order-pricing.ts and the
 * promotions, read without locking). A refused code is told, not thrown: the quote goes without it.
 */
export async function quoteCart(
  context: OrderContext,
  buyer: Identity,
  body: CartQuoteBody,
): Promise<CartQuote> {
  const district = body.delivery?.district;
  const request: OrderRequest = {
    lines: mergeCartItems(body.items),
    // Only the district prices the delivery fee; a quote needs no one's name or address.
    delivery: district ? { name: '', phone: '', address: '', district } : undefined,
    paymentMethod: 'online',
    source: 'checkout',
    code: body.code,
  };
  return context.db.transaction(async (tx) => {
    const ids = [...new Set(request.lines.map((line) => line.productId))];
    const rows = await tx.select().from(products).where(inArray(products.id, ids));
    const found = request.lines.map((line) => {
      const product = rows.find((row) => row.id === line.productId);
      if (!product) throw notFound(cartMessages.productGoneUnnamed);
      return product;
    });
    const quotes = await lockQuotes(tx, buyer, request);
    // A customer group's trade prices first (decision 043), as the order's transaction prices them.
    const listed = priceOrder(context, request, found, quotes);
    const trade = await tradePriced(tx, context, buyer.id, request, found, listed);
    const { priced, applied, refusal } = await promoteOrder(tx, trade.context, {
      buyerId: buyer.id,
      code: body.code,
      found,
      priced: trade.priced,
      lock: false,
    });
    const { amounts } = priced;
    return {
      lines: priced.lines.map((line) => ({
        productId: line.productId,
        size: line.size,
        quantity: line.quantity,
        price: toMajorUnits(line.lineMinor),
        discount: toMajorUnits(line.discountMinor),
        pays: toMajorUnits(line.lineMinor - line.discountMinor),
      })),
      subtotal: toMajorUnits(amounts.subtotalMinor),
      discount: toMajorUnits(amounts.discountMinor),
      deliveryFee: toMajorUnits(amounts.deliveryFeeMinor),
      total: toMajorUnits(amounts.totalMinor),
      code: priced.promotionCode,
      promotions: applied.map(({ promotion, discountMinor }) => ({
        code: promotion.code,
        kind: promotion.kind,
        discount: toMajorUnits(discountMinor),
      })),
      ...(refusal ? { codeRefused: refusal } : {}),
    };
  });
}

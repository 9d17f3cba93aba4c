import { type CheckoutBody, cartMessages, mergeCartItems, type OrderDetail } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import type { OrderContext } from './order-context.js';
import { toOrderDetail } from './order-queries.js';
import type { LineRefusals } from './order-request.js';
import { placeOrderOfLines } from './place-order.js';
import type { ProductRow } from './product-snapshots.js';

/** Less of a part is left than a line asks for: 409, naming the part and what is left. */
const shortOf = (product: ProductRow, available: number) =>
  conflict(
    available > 0 ? cartMessages.notEnough(product.name, available) : cartMessages.soldOut(product.name),
  );

/**
 * A checkout names the part a refusal is about, so the customer knows which line of the cart to
 * change. A product deleted since it went into the cart has no name left to give.
 */
const checkoutRefusals: LineRefusals = {
  productGone: () => notFound(cartMessages.productGoneUnnamed),
  checkLine(product, quantity) {
    if (quantity < product.minOrderQty)
      return badRequest(cartMessages.belowMinimum(product.name, product.minOrderQty));
    if (quantity > product.availableQty) return shortOf(product, product.availableQty);
    return null;
  },
  shortOfStock: shortOf,
};

/**
 * POST /api/checkout: every line of a cart in one order, with one delivery fee (the free-delivery
 * threshold counts the whole subtotal) and one payment, all or nothing (place-order.ts). The same
 * part in the same size twice is one line. A checkout uses up the cart kept with the account.
 */
export async function checkout(
  context: OrderContext,
  buyer: Identity,
  body: CheckoutBody,
): Promise<OrderDetail> {
  const request = {
    lines: mergeCartItems(body.items),
    delivery: body.delivery,
    paymentMethod: body.paymentMethod,
    source: 'checkout' as const,
    code: body.code,
  };
  const record = await placeOrderOfLines(context, buyer, request, checkoutRefusals);
  await context.db.delete(carts).where(eq(carts.userId, buyer.id));
  return toOrderDetail(record);
}

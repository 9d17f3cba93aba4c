import { z } from 'zod';
import { IdSchema } from './common.js';
import { DeliverySchema } from './delivery.js';
import { PromotionCodeSchema, QuantityInputSchema, SizeSchema } from './orders.js';
import { PaymentMethodSchema } from './payment-methods.js';

/** A checkout or a kept cart holds at most this many lines (after merging the same part and size). */
export const CART_MAX_LINES = 50;

/** Answers of the cart and checkout that SPEC §8 leaves open; a refused line names its part. */
export const cartMessages = {
  empty: 'Your cart is empty',
  tooManyLines: `A cart can hold at most ${CART_MAX_LINES} parts`,
  productGone: (name: string) => `${name} is no longer sold`,
  productGoneUnnamed: 'A part in your cart is no longer sold',
  soldOut: (name: string) => `${name} is sold out`,
  notEnough: (name: string, available: number) => `Only ${available} of ${name} left. Please order fewer.`,
  belowMinimum: (name: string, minimum: number) => `${name}: the minimum order is ${minimum}`,
} as const;

/**
 * One line of a cart: a part, how many and which size. The price is always the server's: a line
 * with `quote` (a part request's id, issue 36) is charged the price the shop quoted its customer.
 */
export const CartItemSchema = z.object({
  productId: IdSchema,
  quantity: QuantityInputSchema,
  size: SizeSchema,
  quote: IdSchema.optional(),
});
export type CartItem = z.output<typeof CartItemSchema>;

/** A cart line with its quantity as a number, as merged. */
export interface CartLine {
  productId: string;
  size: CartItem['size'];
  quantity: number;
  /** The part request whose quote prices the line (issue 36). */
  quote?: string;
}

/**
 * The same part in the same size twice is one line, its quantities added; lines keep the place
 * where the part first came into the cart. The server merges a checkout and a kept cart with it,
 * and the web app a visitor's cart into the account's at sign-in.
 */
export function mergeCartItems(
  items: ReadonlyArray<Pick<CartLine, 'productId' | 'size' | 'quote'> & { quantity: number | string }>,
): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const { productId, size, quantity, quote } of items) {
    // A quoted line stays apart from the same part at its list price.
    const key = `${productId} ${size} ${quote ?? ''}`;
    const line = merged.get(key);
    if (line) line.quantity += Number(quantity);
    else merged.set(key, { productId, size, quantity: Number(quantity), ...(quote ? { quote } : {}) });
  }
  return [...merged.values()];
}

export const CartItemsSchema = z
  .array(CartItemSchema, { error: cartMessages.empty })
  .max(CART_MAX_LINES, cartMessages.tooManyLines);

/**
 * POST /api/checkout: every line in one order with one delivery, one fee and one payment. Any
 * price or total sent is ignored; the same part and size twice is one line.
 */
export const CheckoutBodySchema = z.object({
  items: CartItemsSchema.min(1, cartMessages.empty),
  delivery: DeliverySchema,
  paymentMethod: PaymentMethodSchema,
  /** Issue 37: a promotion code; the server prices it again in the order's transaction. */
  code: PromotionCodeSchema.optional(),
});
export type CheckoutBody = z.output<typeof CheckoutBodySchema>;

/** PUT /api/cart: the signed-in customer's cart to keep, so it follows them to another device. */
export const SavedCartSchema = z.object({ items: CartItemsSchema });
export type SavedCart = z.output<typeof SavedCartSchema>;

/**
 * GET and PUT /api/cart answer the kept cart: its lines merged, each quantity a string of digits
 * as SavedCartSchema gives it (an answer is written without the transforms a request is read with).
 */
export const SavedCartAnswerSchema = z.object({
  items: z.array(
    z.object({ productId: z.string(), quantity: z.string(), size: SizeSchema, quote: z.string().optional() }),
  ),
});

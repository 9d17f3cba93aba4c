import { z } from 'zod';
import { IdSchema } from './common.js';
import { QUANTITY_MAX_LENGTH, SIZES } from './constants.js';
import { messages } from './messages.js';

export const SizeSchema = z.enum(SIZES, { error: `Size must be one of ${SIZES.join(', ')}` });

/**
 * The quantity as typed: a form gives a string and an API client may send a number. The rules
 * that need the product (minimum, stock) are in {@link orderQuantityIssue}.
 */
export const QuantityInputSchema = z
  .union([z.string(), z.number()], { error: messages.quantity.required })
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, messages.quantity.required)
      .max(QUANTITY_MAX_LENGTH, messages.quantity.tooLong)
      .regex(/^(0|[1-9]\d*)$/, messages.quantity.notWhole),
  );

export interface QuantityLimits {
  /** The product's minimum order quantity. */
  orderQty: number;
  availableQty: number;
}

/** The SPEC §5 rules that depend on the product; null when the quantity is acceptable. */
export function orderQuantityIssue(quantity: number, product: QuantityLimits): string | null {
  if (quantity < product.orderQty) return messages.quantity.belowMinimum(product.orderQty);
  if (quantity > product.availableQty) return messages.quantity.aboveAvailable;
  return null;
}

/** The order form of the product detail screen, for one product. */
export function orderFormSchema(product: QuantityLimits) {
  return z.object({
    quantity: QuantityInputSchema.superRefine((value, ctx) => {
      const issue = orderQuantityIssue(Number(value), product);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    }),
    size: SizeSchema,
  });
}

/** POST /api/orders. The spec's other fields (email, price, ...) are dropped: the server decides them. */
export const CreateOrderBodySchema = z.object({
  productId: IdSchema,
  quantity: QuantityInputSchema,
  size: SizeSchema,
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  email: z.string(),
  userName: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  /** Unit price times quantity, in dollars; 0 is a free order. */
  price: z.number(),
  image: z.string(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/** DELETE /api/orders/{id}. */
export const CancelOrderResponseSchema = z.object({ deletedCount: z.number().int() });

/** An order is free when it has no price; it needs no payment (ARCHITECTURE.md "Decisions"). */
export const isFreeOrder = (order: Pick<Order, 'price'>) => order.price <= 0;

/**
 * The most one order may cost: the largest amount a card payment provider takes in one charge
 * ($999,999.99 at Stripe), which also keeps every total well inside the database's integer cents.
 */
export const ORDER_TOTAL_MAX_CENTS = 99_999_999;

/** Answers of the order API that SPEC §8 leaves open. */
export const orderMessages = {
  notFound: 'This order does not exist',
  productNotFound: 'This product does not exist',
  soldOut: 'Not enough of this product is left for your order. Please order fewer.',
  tooExpensive: 'An order can cost at most $999,999.99. Please order fewer.',
  paidCannotCancel: 'A paid order cannot be cancelled',
} as const;

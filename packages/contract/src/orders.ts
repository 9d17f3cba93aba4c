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

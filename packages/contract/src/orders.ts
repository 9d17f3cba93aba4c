import { z } from 'zod';
import { IdSchema } from './common.js';
import { QUANTITY_MAX_LENGTH, SIZES } from './constants.js';
import { DeliverySchema } from './delivery.js';
import { messages } from './messages.js';
import { ORDER_STATUSES } from './order-status.js';
import { PAYMENT_METHODS, PaymentMethodSchema } from './payment-methods.js';
import { ORDER_REFUND_STATES } from './returns.js';

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

/**
 * POST /api/orders. The spec's other fields (email, price, ...) are dropped: the server decides
 * them. `delivery` and `paymentMethod` are the shop's additions; the spec's body without them still
 * orders (online payment, delivery details to be added from My Orders).
 */
/** Issue 37: a promotion code as typed: letters, digits, dash or underscore; any letter case. */
export const PromotionCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{2,30}$/, 'A code is 2 to 30 letters, digits, dashes or underscores');

export const CreateOrderBodySchema = z.object({
  productId: IdSchema,
  quantity: QuantityInputSchema,
  size: SizeSchema,
  delivery: DeliverySchema.optional(),
  paymentMethod: PaymentMethodSchema,
  /** Issue 37: a promotion code; the server prices it again when the order is placed. */
  code: PromotionCodeSchema.optional(),
});
export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;

/** PATCH /api/orders/{id}/delivery: the owner adds or corrects the delivery details before shipping. */
export const UpdateOrderDeliveryBodySchema = DeliverySchema;

const DeliveryAnswerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  district: z.string(),
  address: z.string(),
});

/** How the shop's orders to one phone number ended: delivered, returned, cancelled. */
export const PhoneRecordSchema = z.object({
  delivered: z.number().int(),
  returned: z.number().int(),
  cancelled: z.number().int(),
});
export type PhoneRecord = z.infer<typeof PhoneRecordSchema>;

/**
 * An order as the spec's screens list it: one entry per ordered part (line). An order placed with
 * one part (POST /api/orders) is one entry, exactly the spec's order; a checkout of several parts is
 * one entry per part, all with the same `_id`, `orderNumber`, status, payment and total.
 * Amounts are major units of the shop's currency (taka or dollars, GET /api/config).
 */
export const OrderSchema = z.object({
  /** The order's id (every call of the spec takes it). */
  _id: z.string(),
  /** This part's line within the order. */
  lineId: z.string(),
  /** The order number customers and the shop speak of, e.g. CP-10234. */
  orderNumber: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  email: z.string(),
  userName: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  /** This part's unit price times quantity; 0 is a free part. */
  price: z.number(),
  image: z.string(),
  /** The prices of every part of the order, without delivery. */
  subtotal: z.number(),
  deliveryFee: z.number(),
  /** Issue 37: what the order's promotions took off its parts (free delivery is a fee of 0). */
  discount: z.number(),
  /** The code the order was placed with, or null. */
  promotionCode: z.string().nullable(),
  /** What the customer pays for the whole order: subtotal - discount + delivery fee. */
  total: z.number(),
  /** How many parts (lines) the order has. */
  lineCount: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** null: the order was placed without delivery details and cannot ship until they are added. */
  delivery: DeliveryAnswerSchema.nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  /**
   * The cash the courier collected on delivery, as it reported it (major units); null until a
   * courier reports one. Less than the total on an unpaid order is a short collection.
   */
  collected: z.number().nullable(),
  createdAt: z.string(),
  /**
   * A cash on delivery order of an account whose e-mail address is not verified yet: the shop
   * should not confirm it blindly; unless the address is verified, it goes back to stock after
   * COD_UNCONFIRMED_TTL hours.
   */
  awaitingVerification: z.boolean(),
  /**
   * Issue 34: a cash on delivery order, still placed, whose delivery phone the customer has not
   * verified with a code ("Phone not verified"). The shop confirms it only with a note (it phoned
   * the customer); unless the phone is verified, it goes back to stock after COD_UNCONFIRMED_TTL hours.
   */
  awaitingPhoneVerification: z.boolean(),
  /**
   * Issue 34, admins only (GET /api/orders, GET /api/order/{id}): this shop's record of a cash on
   * delivery order's delivery phone, this order left out. Absent for customers and other orders.
   */
  phoneRecord: PhoneRecordSchema.optional(),
  /**
   * Issue 34 (COD_ADVANCE): what a cash on delivery order must pay online, its delivery fee through
   * SSLCommerz, before the shop confirms it (major units); 0 when it pays nothing in advance, and
   * for orders paid online. Decided by the server when the order is placed.
   */
  advance: z.number(),
  /** Whether that advance is paid; false while it is owed, and when there is none. */
  advancePaid: z.boolean(),
  /**
   * What the courier collects at the door (major units): a cash order's total less its paid
   * advance; 0 once paid, and for orders paid online.
   */
  dueOnDelivery: z.number(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/**
 * GET /api/orders and /api/orders/{email}: without a status the lists leave cancelled orders out,
 * as a client written against the spec expects of a cancelled (formerly deleted) order; `cancelled`
 * lists only those, `all` every order.
 */
export const OrderListQuerySchema = z.object({
  status: z
    .enum([...ORDER_STATUSES, 'all'], {
      error: `Status must be one of ${[...ORDER_STATUSES, 'all'].join(', ')}`,
    })
    .optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** One change in an order's life, for its timeline. */
export const OrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  /** Who made the change: the customer's or admin's name, or `Chaka Parts` for the shop itself. */
  by: z.string(),
  /** What else the change said: the courier and tracking number, a reason for a cancel. */
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** GET /api/order/{id}: the order's first part as in the lists, with every part and the timeline. */
export const OrderDetailSchema = OrderSchema.extend({
  lines: z.array(
    OrderSchema.pick({
      lineId: true,
      productId: true,
      productName: true,
      image: true,
      size: true,
      quantity: true,
      price: true,
    }).extend({
      /** Issue 37: this part's share of the order's discount. */
      discount: z.number(),
    }),
  ),
  events: z.array(OrderEventSchema),
  /** Issue 33: what the parcel weighs, in grams (each line's quantity times its part's weight). */
  parcelWeightGrams: z.number().int().optional(),
  /**
   * Issue 35, on GET /api/order/{id}: what its returns paid back (major units; a refund still
   * processing at the provider counts), and so whether it is partly refunded or refunded.
   */
  refunded: z.number().optional(),
  refundState: z.enum(ORDER_REFUND_STATES).optional(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** DELETE /api/orders/{id}. */
export const CancelOrderResponseSchema = z.object({ deletedCount: z.number().int() });

/**
 * The most one order may cost: the largest amount a card payment provider takes in one charge
 * ($999,999.99 at Stripe), which also keeps every total well inside the database's integer columns. In minor units.
 */
export const ORDER_TOTAL_MAX_MINOR = 99_999_999;

/** How customers and the shop speak of an order: CP-10001. */
export const formatOrderNumber = (orderNumber: number) => `CP-${orderNumber}`;

import { z } from 'zod';
import { OrderDocumentsSchema } from './documents.js';
import { OrderSearchPageSchema } from './insights.js';
import type { OrderStatus } from './order-status.js';
import { OrderDetailSchema, OrderSchema } from './orders.js';
import { type Permission, packsOnly } from './permissions.js';

/**
 * What a packer reads of the orders (issue 38, docs/staff-roles.md): someone whose permissions are
 * `packsOnly` sees the orders to pack (confirmed) and those on their way (shipped, whose slip may be
 * printed again), without their prices, totals, discounts, payment or refunds: of the money, only
 * what the courier collects at the door. Everyone else's answers are the full ones, unchanged.
 */

/** The order statuses a packer's answers hold: to pack, and on the way. */
export const PACKER_ORDER_STATUSES = ['confirmed', 'shipped'] as const;

/**
 * How a caller reads an order: in full (its own customer, and staff but packers), as a packer
 * (an order to pack or on its way), or not at all (any other order is 404 to a packer: it is in
 * none of their lists, and whether it exists is none of their job).
 */
export function orderReading(
  permissions: readonly Permission[],
  own: boolean,
  status: OrderStatus,
): 'full' | 'packer' | 'hidden' {
  if (own || !packsOnly(permissions)) return 'full';
  return (PACKER_ORDER_STATUSES as readonly OrderStatus[]).includes(status) ? 'packer' : 'hidden';
}

/** The amounts and payment details a packer's order answers leave out. */
const MONEY = {
  price: true,
  subtotal: true,
  deliveryFee: true,
  discount: true,
  promotionCode: true,
  total: true,
  paid: true,
  transactionId: true,
  collected: true,
  advance: true,
  advancePaid: true,
  phoneRecord: true,
} as const;

/** An order's part as a packer reads it: what to pack and where, and what the courier collects. */
export const PackerOrderSchema = OrderSchema.omit(MONEY);
export type PackerOrder = z.infer<typeof PackerOrderSchema>;

/** GET /api/order/{id} for a packer: every part without its price, and the timeline. */
export const PackerOrderDetailSchema = OrderDetailSchema.omit({
  ...MONEY,
  lines: true,
  refunded: true,
  refundState: true,
}).extend({
  lines: z.array(OrderDetailSchema.shape.lines.element.omit({ price: true, discount: true })),
});
export type PackerOrderDetail = z.infer<typeof PackerOrderDetailSchema>;

/** GET /api/admin/orders for a packer: the orders to pack that match. */
export const PackerOrderSearchPageSchema = OrderSearchPageSchema.extend({
  items: z.array(PackerOrderSchema),
});

/**
 * GET /api/order/{id}/documents for a packer: what the packing slip prints (where it goes, what is
 * in it, its weight and what the courier collects); an invoice is not theirs to print.
 */
export const PackingSlipSchema = OrderDocumentsSchema.omit({
  paid: true,
  lines: true,
  subtotalMinor: true,
  deliveryFeeMinor: true,
  discountMinor: true,
  promotionCode: true,
  totalMinor: true,
  advancePaidMinor: true,
}).extend({
  lines: z.array(OrderDocumentsSchema.shape.lines.element.omit({ priceMinor: true })),
});
export type PackingSlip = z.infer<typeof PackingSlipSchema>;

/**
 * The answer of a route a packer reads too: the full answer, or the packer's view. Validated and
 * described (OpenAPI) as either; a handler may answer either; a client's type is the full answer,
 * what every screen reads but a packer's, whose client reads the packer types above (PackerOrder…).
 * The first that fits is sent: a full answer goes exactly as before.
 */
export const fullOrPackerView = <Full extends z.ZodType, Packer extends z.ZodType>(
  full: Full,
  packer: Packer,
) => z.union([full, packer]) as unknown as z.ZodType<z.output<Full>, z.input<Full> | z.input<Packer>>;

import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.js';
import { PAYMENT_METHODS } from './payment-methods.js';

/**
 * Which paper the documents are for (issue 38): without it, the data of both, as before; a packer
 * is given the packing slip's, and is refused an invoice's (it prints the order's money).
 */
export const OrderDocumentsQuerySchema = z.object({
  document: z.enum(['invoice', 'slip'], { error: 'Document must be one of invoice, slip' }).optional(),
});

export type OrderDocumentsQuery = z.infer<typeof OrderDocumentsQuerySchema>;

export const documentMessages = {
  packerNoInvoice: 'Orders you pack have a packing slip, not an invoice',
} as const;

/**
 * GET /api/order/{id}/documents: what an order's invoice and packing slip print (issue 33), for its
 * owner or an admin. Amounts are minor units of the shop's currency.
 */
export const OrderDocumentsSchema = z.object({
  shop: z.object({
    name: z.string(),
    /** SHOP_ADDRESS as set, one line each; null: the shop's own address from the catalogs. */
    address: z.array(z.string()).nullable(),
  }),
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paid: z.boolean(),
  lines: z.array(
    z.object({
      lineId: z.string(),
      productName: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      /** The line's price: unit price times quantity. */
      priceMinor: z.number().int(),
      weightGrams: z.number().int(),
    }),
  ),
  subtotalMinor: z.number().int(),
  deliveryFeeMinor: z.number().int(),
  /** Issue 37: what the order's promotions took off its parts (0 for none), and its code. */
  discountMinor: z.number().int(),
  promotionCode: z.string().nullable(),
  totalMinor: z.number().int(),
  /**
   * Issue 34 (COD_ADVANCE): what a cash order paid online in advance, its delivery fee; 0 when
   * nothing was paid in advance.
   */
  advancePaidMinor: z.number().int(),
  /** What the courier collects at the door: the total less a paid advance, 0 once paid. */
  amountToCollectMinor: z.number().int(),
  /** The parcel's weight: every line's product weight times its quantity. */
  parcelWeightGrams: z.number().int(),
  delivery: z
    .object({ name: z.string(), phone: z.string(), district: z.string(), address: z.string() })
    .nullable(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type OrderDocuments = z.infer<typeof OrderDocumentsSchema>;

/**
 * What a cash on delivery parcel still owes: nothing once paid, else the total less the advance
 * paid online (issue 34, COD_ADVANCE). In minor units.
 */
export const amountToCollect = (order: {
  paid: boolean;
  totalMinor: number;
  advanceMinor?: number;
  advancePaid?: boolean;
}) => (order.paid ? 0 : Math.max(0, order.totalMinor - (order.advancePaid ? (order.advanceMinor ?? 0) : 0)));

import { z } from 'zod';
import { CATEGORIES } from './constants.js';
import { REFUND_METHODS, RETURN_STATUSES, ReturnReasonSchema } from './returns.js';

/** What the returns API answers (issue 35): a return with its lines and timeline, lists, the policy. */

/** The steps a return's timeline shows: its statuses, and the customer's word that a manual refund arrived. */
export const RETURN_EVENT_STATUSES = [...RETURN_STATUSES, 'refund_confirmed'] as const;

/** One change in a return's life, for its timeline. */
export const ReturnEventSchema = z.object({
  status: z.enum(RETURN_EVENT_STATUSES),
  /** Who made the change: the customer's or admin's name. */
  by: z.string(),
  /** A rejection's reason, a refund's method and reference, "written off as damaged". */
  note: z.string().nullable(),
  at: z.string(),
});
export type ReturnEvent = z.infer<typeof ReturnEventSchema>;

export const ReturnLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** The unit price the order charged (major units). */
  price: z.number(),
});

/** A return as the API shows it. */
export const ReturnSchema = z.object({
  _id: z.string(),
  /** RT-10001. */
  number: z.string(),
  orderId: z.string(),
  /** CP-10001. */
  orderNumber: z.string(),
  email: z.string(),
  customerName: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: ReturnReasonSchema,
  note: z.string().nullable(),
  photos: z.array(z.string()),
  lines: z.array(ReturnLineSchema),
  /** Why the shop rejected it, shown to the customer; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** Received as damaged: written off, not back in stock. Null until received. */
  damaged: z.boolean().nullable(),
  shopAtFault: z.boolean(),
  /** What this return refunds: its lines' price, the delivery fee when the shop is at fault, never above what is left of the payment. */
  refundable: z.number(),
  /** Of it, the delivery fee. */
  deliveryFee: z.number(),
  /** What was refunded (0 until refunded). */
  refunded: z.number(),
  refund: z
    .object({
      method: z.enum(REFUND_METHODS),
      reference: z.string().nullable(),
      /** processing: the provider has not finished it yet. */
      status: z.enum(['refunded', 'processing']),
      at: z.string(),
      /** When the customer confirmed a manual refund reached them. */
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * The return pickup booked with the order's courier on approval (Steadfast's return request), or
   * why booking it failed (the admin books it again with POST /api/returns/{id}/pickup); null when
   * none was asked: the customer drops the parts at the courier or brings them to the shop.
   */
  pickup: z
    .object({
      courier: z.string(),
      /** The courier's id of the return request; null while booking it failed. */
      id: z.string().nullable(),
      /** The courier's status of it: pending, approved, processing, completed, cancelled. */
      status: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  events: z.array(ReturnEventSchema),
  createdAt: z.string(),
});
export type Return = z.infer<typeof ReturnSchema>;
export const ReturnListSchema = z.array(ReturnSchema);

/** GET /api/returns/policy: the return policy as the shop runs it (public). */
export const ReturnPolicySchema = z.object({
  /** RETURN_WINDOW_DAYS: days after delivery a part may be sent back. */
  windowDays: z.number().int(),
  /** RETURN_CATEGORY_DAYS: a category's own window in days, or null when it cannot be returned. */
  categories: z.array(z.object({ category: z.enum(CATEGORIES), days: z.number().int().nullable() })),
  reasons: z.array(ReturnReasonSchema),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicySchema>;

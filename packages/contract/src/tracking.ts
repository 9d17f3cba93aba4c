import { z } from 'zod';
import { BangladeshPhoneSchema, deliveryMessages } from './delivery.js';
import { ORDER_STATUSES } from './order-status.js';

/** Messages of the tracking page's lookup (GET /api/track); the catalogs' `orders.track.*` translate them. */
export const trackMessages = {
  orderRequired: 'Order number is required',
  orderInvalid: 'Enter the order number as it is in your mail, such as CP-10001',
  /** A wrong phone number gets exactly this too: nobody learns which order numbers exist. */
  notFound: 'No order has this order number and phone number. Please check both and try again.',
  tooMany: 'You have looked up several orders just now. Please wait a minute and try again.',
} as const;

// CP-10001 as the mails write it; cp-10001, CP10001 or the bare number are the same order.
const ORDER_NUMBER_PATTERN = /^(?:CP-?)?(\d{5,9})$/i;

/** An order number as a customer types it, read as its number (10001 for CP-10001). */
export const OrderNumberInputSchema = z
  .string({ error: trackMessages.orderRequired })
  .trim()
  .min(1, trackMessages.orderRequired)
  .max(20, trackMessages.orderInvalid)
  .transform((value, ctx) => {
    const match = value.replace(/\s/g, '').match(ORDER_NUMBER_PATTERN);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: trackMessages.orderInvalid });
      return z.NEVER;
    }
    return Number(match[1]);
  });

/** GET /api/track?order=CP-10001&phone=01712345678; the phone in any Bangladeshi form. */
export const TrackQuerySchema = z.object({
  order: OrderNumberInputSchema,
  phone: z.string({ error: deliveryMessages.phoneRequired }).pipe(BangladeshPhoneSchema),
});
export type TrackQuery = z.input<typeof TrackQuerySchema>;

/**
 * Where an order is, for anyone who knows its number and its delivery phone number: its status,
 * timeline, courier and tracking code, and nothing else about the customer (no name, address,
 * e-mail or amounts), so a guessed pair tells no more than the parcel's way.
 */
export const TrackAnswerSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: z.string(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Each change of the order, oldest first, without who made it. */
  events: z.array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string().nullable(), at: z.string() })),
});
export type TrackAnswer = z.infer<typeof TrackAnswerSchema>;

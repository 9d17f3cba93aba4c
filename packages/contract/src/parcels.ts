import { z } from 'zod';
import { IdSchema } from './common.js';

/**
 * Booking parcels with a courier's API from All Orders (issue 33). Amounts are major units of
 * the shop's currency, as everywhere in the API; weights are grams.
 */

/** The couriers whose API the shop books with; their names on an order are the COURIERS spelling. */
export const BOOKABLE_COURIERS = ['pathao', 'steadfast'] as const;
export type BookableCourier = (typeof BOOKABLE_COURIERS)[number];

/** The name an order is shipped with (couriers.ts COURIERS). */
export const BOOKABLE_COURIER_NAMES: Record<BookableCourier, string> = {
  pathao: 'Pathao',
  steadfast: 'Steadfast',
};

const CourierKeySchema = z.enum(BOOKABLE_COURIERS, {
  error: `Courier must be one of ${BOOKABLE_COURIERS.join(', ')}`,
});

/** POST /api/orders/{id}/parcel. */
export const BookParcelBodySchema = z.object({ courier: CourierKeySchema });
export type BookParcelBody = z.infer<typeof BookParcelBodySchema>;

/** The parcel booked: the order is shipped with this courier and tracking code. */
export const BookedParcelSchema = z.object({
  courier: z.enum(BOOKABLE_COURIERS),
  consignmentId: z.string(),
  trackingCode: z.string(),
  /** What the courier charges the shop; null when its answer did not say, and for a packer. */
  deliveryFee: z.number().nullable(),
});
export type BookedParcelAnswer = z.infer<typeof BookedParcelSchema>;

/** GET /api/orders/{id}/parcel/quote?courier=. */
export const ParcelQuoteQuerySchema = z.object({ courier: CourierKeySchema });

/** What the booking dialog shows before Book. */
export const ParcelQuoteSchema = z.object({
  courier: z.enum(BOOKABLE_COURIERS),
  weightGrams: z.number().int(),
  /** What the courier collects at the door: what is still owed, 0 for a paid or free order. */
  amountToCollect: z.number(),
  /** The courier's price for the parcel; null when it could not say (booking still works), and for a packer. */
  fee: z.number().nullable(),
});
export type ParcelQuote = z.infer<typeof ParcelQuoteSchema>;

/** GET /api/couriers: the couriers that are on (their settings are set). */
export const CouriersOnSchema = z.object({ couriers: z.array(z.enum(BOOKABLE_COURIERS)) });
export type CouriersOn = z.infer<typeof CouriersOnSchema>;

/** At most this many orders in one bulk booking (Steadfast takes 500; a day's orders are fewer). */
export const BULK_PARCELS_MAX = 100;

/** POST /api/orders/parcels. */
export const BookParcelsBodySchema = z.object({
  courier: CourierKeySchema,
  orderIds: z
    .array(IdSchema)
    .min(1, 'Choose at least one order')
    .max(BULK_PARCELS_MAX, `At most ${BULK_PARCELS_MAX} orders can be booked at once`),
});
export type BookParcelsBody = z.infer<typeof BookParcelsBodySchema>;

/** One order of a bulk booking: its parcel, or why not (the shop's or the courier's message). */
export const BulkParcelResultSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string().nullable(),
  ok: z.boolean(),
  parcel: BookedParcelSchema.nullable(),
  message: z.string().nullable(),
});
export const BookParcelsResponseSchema = z.object({ results: z.array(BulkParcelResultSchema) });
export type BookParcelsResponse = z.infer<typeof BookParcelsResponseSchema>;

/** Answers of the parcel API (the couriers' own messages are passed on as they come). */
export const parcelMessages = {
  alreadyBooked: 'This order already has a parcel',
  notConfirmed: 'Only a confirmed order can be booked with a courier',
  courierOff: (name: string) =>
    `${name} is not connected: set its API settings (see Connecting a courier in docs/operations.md)`,
  courierRefused: (name: string, message: string) => `${name} refused the parcel: ${message}`,
  courierDown: (name: string) =>
    `${name} did not answer. Nothing was booked that the shop knows of; try again in a few minutes (the shop asks ${name} first, so the parcel is never booked twice)`,
  maybeBooked: (name: string, orderNumber: string) =>
    `${name} may already hold a parcel for ${orderNumber} from a booking whose answer was lost. Find it in the ${name} merchant panel and mark the order shipped with its tracking number`,
} as const;

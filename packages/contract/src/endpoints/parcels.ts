import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import {
  BookedParcelSchema,
  BookParcelBodySchema,
  BookParcelsBodySchema,
  BookParcelsResponseSchema,
  CouriersOnSchema,
  ParcelQuoteQuerySchema,
  ParcelQuoteSchema,
} from '../parcels.js';
import { routes } from '../routes.js';

/** Booking parcels with Pathao and Steadfast from All Orders (issue 33), admins only. */
export const parcelEndpoints = {
  couriersOn: defineEndpoint({
    ...routes.couriersOn,
    tag: 'orders',
    summary: 'The couriers the shop can book parcels with: those whose API settings are set (admins)',
    response: CouriersOnSchema,
  }),
  parcelQuote: defineEndpoint({
    ...routes.parcelQuote,
    tag: 'orders',
    summary:
      "A confirmed order's parcel before booking: its weight, the amount to collect and the courier's price (admins)",
    params: IdParamsSchema,
    querystring: ParcelQuoteQuerySchema,
    response: ParcelQuoteSchema,
    errors: [404, 409],
  }),
  bookParcel: defineEndpoint({
    ...routes.bookParcel,
    tag: 'orders',
    summary:
      "Book a confirmed order's parcel with a courier's API: the order is shipped with the courier's tracking code (admins). 409 when the order cannot be booked or the courier refused (its message); 502 when the courier did not answer",
    params: IdParamsSchema,
    body: BookParcelBodySchema,
    response: BookedParcelSchema,
    errors: [404, 409, 502],
  }),
  bookParcels: defineEndpoint({
    ...routes.bookParcels,
    tag: 'orders',
    summary:
      "Book the parcels of several confirmed orders with one courier (Steadfast's bulk order; Pathao one by one), with a result per order (admins)",
    body: BookParcelsBodySchema,
    response: BookParcelsResponseSchema,
    errors: [409],
  }),
};

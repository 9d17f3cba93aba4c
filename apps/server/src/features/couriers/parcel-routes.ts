import { BOOKABLE_COURIERS, type BookedParcelAnswer, endpoints, packsOnly } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import type { Identity } from '../../lib/identity.js';
import { currentUser } from '../../lib/ownership.js';
import type { ParcelBookingOrders } from '../../lib/parcel-booking.js';
import {
  bookParcel,
  bookParcels,
  type CourierClients,
  type ParcelBooking,
  quoteParcel,
} from './parcel-booking.js';

/** A packer sees no amounts but what the courier collects (issue 38): not the courier's charge either. */
const packs = (caller: Identity) => packsOnly(caller.permissions);
const withoutFee = (parcel: BookedParcelAnswer): BookedParcelAnswer => ({ ...parcel, deliveryFee: null });

/** Booking parcels from All Orders (issue 33): every route is the admin's, checked before the body is read. */
export const parcelBookingRoutes: FastifyPluginAsync<{
  couriers: CourierClients;
  orders: ParcelBookingOrders;
}> = async (app, options) => {
  const route = endpointRouter(app);
  const deps: ParcelBooking = { couriers: options.couriers, orders: options.orders };

  route(endpoints.couriersOn, () => ({
    couriers: BOOKABLE_COURIERS.filter((key) => deps.couriers[key] !== undefined),
  }));

  route(endpoints.parcelQuote, async (request) => {
    const quote = await quoteParcel(deps, request.params.id, request.query.courier);
    return packs(currentUser(request)) ? { ...quote, fee: null } : quote;
  });

  route(endpoints.bookParcel, async (request) => {
    const caller = currentUser(request);
    const parcel = await bookParcel(deps, request.params.id, request.body.courier, caller);
    return packs(caller) ? withoutFee(parcel) : parcel;
  });

  route(endpoints.bookParcels, async (request) => {
    const caller = currentUser(request);
    const booked = await bookParcels(deps, request.body.orderIds, request.body.courier, caller);
    if (!packs(caller)) return booked;
    return {
      results: booked.results.map((result) => ({
        ...result,
        parcel: result.parcel && withoutFee(result.parcel),
      })),
    };
  });
};

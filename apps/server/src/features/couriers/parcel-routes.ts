import { BOOKABLE_COURIERS, endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import type { ParcelBookingOrders } from '../../lib/parcel-booking.js';
import {
  bookParcel,
  bookParcels,
  type CourierClients,
  type ParcelBooking,
  quoteParcel,
} from './parcel-booking.js';

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

  route(endpoints.parcelQuote, (request) => quoteParcel(deps, request.params.id, request.query.courier));

  route(endpoints.bookParcel, (request) =>
    bookParcel(deps, request.params.id, request.body.courier, currentUser(request)),
  );

  route(endpoints.bookParcels, (request) =>
    bookParcels(deps, request.body.orderIds, request.body.courier, currentUser(request)),
  );
};

import { confirmedOrder } from './confirmed-order.js';
import type { RouteRequest, Scene } from './scene.js';

/** The requests of the parcel booking routes (issue 33) for test/route-table.ts: each on a fresh order. */
export const PARCEL_REQUESTS = {
  couriersOn: { request: async (): Promise<RouteRequest> => ({}) },
  parcelQuote: {
    request: async (scene: Scene): Promise<RouteRequest> => ({
      params: { id: (await confirmedOrder(scene))._id },
      query: { courier: 'steadfast' },
    }),
  },
  bookParcel: {
    request: async (scene: Scene): Promise<RouteRequest> => ({
      params: { id: (await confirmedOrder(scene))._id },
      payload: { courier: 'steadfast' },
    }),
  },
  bookParcels: {
    request: async (scene: Scene): Promise<RouteRequest> => ({
      payload: { courier: 'steadfast', orderIds: [(await confirmedOrder(scene))._id] },
    }),
  },
};

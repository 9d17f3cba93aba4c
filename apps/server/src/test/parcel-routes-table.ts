import type { Order } from '@chaka/contract';
import { deliveryBody } from './order-routes-table.js';
import { verifyPhone } from './phones.js';
import type { RouteRequest, Scene } from './scene.js';

/**
 * A cash on delivery order of the scene's customer with its delivery details, confirmed by the
 * admin: ready to book with a courier (the test shops run both couriers against stand-ins).
 */
export async function confirmedOrder(scene: Scene): Promise<Order> {
  // The customer verified the phone, so the order need not wait for it (issue 34).
  await verifyPhone(scene.app.db, scene.user, deliveryBody.phone);
  const product = await scene.product({ availableQty: 100_000 });
  const placed = await scene.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: scene.user.headers,
    payload: { productId: product.id, quantity: 1, size: 'M', paymentMethod: 'cod', delivery: deliveryBody },
  });
  if (placed.statusCode !== 200) throw new Error(`placing: ${placed.body}`);
  const order = placed.json() as Order;
  const confirmed = await scene.app.inject({
    method: 'PATCH',
    url: `/api/orders/${order._id}/status`,
    headers: scene.admin.headers,
    payload: { status: 'confirmed' },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirming: ${confirmed.body}`);
  return order;
}

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

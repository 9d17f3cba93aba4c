import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Courier } from './features/couriers/courier.js';
import { createParcelSweep, type ParcelSweep } from './features/couriers/parcel-sweep.js';
import { parcelFollowingRoutes } from './features/couriers/webhook-routes.js';
import type { OrderContext } from './features/orders/order-context.js';
import { applyParcelReport } from './features/orders/parcel-outcomes.js';
import type { ParcelOrders } from './lib/parcel-outcome.js';

/**
 * Following parcels (issue 33), wired here because it joins two features: the couriers' webhooks
 * and the sweep (features/couriers) move orders through the orders feature's outcomes
 * (features/orders/parcel-outcomes.ts). Answers the sweep, for tests to run one now.
 */
export async function registerParcelFollowing(
  app: FastifyInstance,
  config: Config,
  orders: OrderContext,
  couriers: { pathao: Courier | undefined; steadfast: Courier | undefined },
): Promise<ParcelSweep> {
  const parcels: ParcelOrders = { apply: (orderId, report) => applyParcelReport(orders, orderId, report) };
  // A returned parcel's parts are back in stock: cached product answers are out of date.
  const onRestock = () => app.caches.invalidate('products');
  const following = { db: orders.db, log: app.log, parcels, onRestock };
  const on = [couriers.pathao, couriers.steadfast].filter((courier): courier is Courier => Boolean(courier));
  const sweep = createParcelSweep({ ...following, couriers: on });
  await app.register(parcelFollowingRoutes, {
    following,
    sweep,
    pathao: couriers.pathao && { courier: couriers.pathao, secret: config.couriers.pathao?.webhookSecret },
    steadfast: couriers.steadfast && {
      courier: couriers.steadfast,
      secret: config.couriers.steadfast?.webhookToken,
    },
  });
  return sweep;
}

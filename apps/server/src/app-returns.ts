import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { type Courier, CourierRefused } from './features/couriers/courier.js';
import type { RefundSweep } from './features/returns/refund-sweep.js';
import type { PickupResult, ReturnPickups } from './features/returns/return-pickups.js';
import { type ReturnRoutesOptions, returnRoutes } from './features/returns/routes.js';

/**
 * Returns, refunds and warranty claims (issue 35), with pickups by the couriers whose APIs book
 * them. Answers the refund sweep, for tests to run one now.
 */
export async function registerReturns(
  app: FastifyInstance,
  config: Config,
  smsQueue: ReturnRoutesOptions['smsQueue'],
  couriers: ReadonlyArray<Courier | undefined>,
): Promise<RefundSweep> {
  const pickups = courierReturnPickups(couriers, app.log);
  let sweep: RefundSweep | undefined;
  await app.register(returnRoutes, {
    policy: config.returnPolicy,
    currency: config.currency,
    publicUrl: config.publicUrl,
    hasUpload: (key) => app.uploadStore.has(key),
    onlineRefunds: () => app.paymentRefunds,
    smsQueue,
    pickups: () => pickups,
    exposeRefundSweep: (made) => {
      sweep = made;
    },
  });
  return sweep!;
}

/**
 * Return pickups (issue 35) with the couriers whose APIs book them, wired here because it joins two
 * features: the returns feature asks, the couriers' clients (features/couriers) book. Steadfast has
 * return requests; Pathao's merchant API has no return pickup, so its orders' parts are dropped off.
 */
export function courierReturnPickups(
  couriers: ReadonlyArray<Courier | undefined>,
  log: FastifyBaseLogger,
): ReturnPickups {
  const byName = new Map(
    couriers
      .filter((courier): courier is Courier => Boolean(courier?.requestReturn && courier.returnPickup))
      .map((courier) => [courier.name, courier]),
  );
  const asked = async (
    courier: string,
    call: (client: Courier) => Promise<{ id: string; status: string }>,
  ) => {
    const client = byName.get(courier);
    if (!client) return { ok: false, error: `${courier} books no return pickups` } satisfies PickupResult;
    try {
      return { ok: true, pickup: await call(client) } satisfies PickupResult;
    } catch (error) {
      log.warn({ err: error, courier }, 'a return pickup could not be booked or followed');
      const message =
        error instanceof CourierRefused
          ? `${courier} refused the return pickup: ${error.courierMessage}`
          : `${courier} did not answer; book the pickup again later`;
      return { ok: false, error: message } satisfies PickupResult;
    }
  };
  return {
    offers: (courier) => courier !== null && byName.has(courier),
    book: ({ courier, consignmentId, reason }) =>
      asked(courier, (client) => client.requestReturn!({ consignmentId, reason })),
    status: ({ courier, id }) => asked(courier, (client) => client.returnPickup!(id)),
  };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { type CourierWebhookAnswer, courierWebhookMessages, endpoints } from '@chaka/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { HttpError, unauthorized } from '../../lib/errors.js';
import { type Courier, CourierRefused, CourierUnreachable } from './courier.js';
import { type FollowResult, followParcel, type ParcelFollowing, type ParcelSignal } from './follow-parcel.js';
import type { ParcelSweep } from './parcel-sweep.js';
import {
  PATHAO_INTEGRATION_EVENT,
  PATHAO_INTEGRATION_HEADER,
  PATHAO_INTEGRATION_SECRET,
  pathaoSignal,
} from './pathao-webhook.js';
import { steadfastSignal } from './steadfast-webhook.js';

/** A courier that is on, and the secret its webhooks carry (unset: every call is refused). */
export interface WebhookCourier {
  courier: Pick<Courier, 'name' | 'status'>;
  secret: string | undefined;
}

export interface CourierWebhookOptions {
  following: ParcelFollowing;
  pathao: WebhookCourier | undefined;
  steadfast: WebhookCourier | undefined;
  /** Asks the couriers about quiet parcels while the app runs (parcel-sweep.ts). */
  sweep: ParcelSweep;
}

/** Whether a caller's secret is the shop's, compared in constant time (as digests: any length). */
export function isShopSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!expected || given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};
const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')?.[1];

/**
 * POST /api/couriers/pathao/webhook and /api/couriers/steadfast/webhook (issue 33), and the
 * parcel sweep while the app runs. The secret is
 * checked before the body is read, so a call without it learns nothing and changes nothing. An
 * unknown parcel is answered as success (outcome `unknown`, logged): a courier retries a refused
 * call for days, and no retry would make the parcel the shop's.
 */
export const parcelFollowingRoutes: FastifyPluginAsync<CourierWebhookOptions> = async (app, options) => {
  const route = endpointRouter(app);
  const stopSweep = options.sweep.start();
  app.addHook('onClose', async () => stopSweep());
  const secretOf: Record<
    string,
    { given: (request: FastifyRequest) => string | undefined; expected?: string }
  > = {
    [endpoints.pathaoWebhook.path]: {
      given: (request) => header(request, 'x-pathao-signature'),
      expected: options.pathao?.secret,
    },
    [endpoints.steadfastWebhook.path]: { given: bearer, expected: options.steadfast?.secret },
  };
  app.addHook('onRequest', async (request) => {
    const check = secretOf[request.routeOptions.url ?? ''];
    if (check && !isShopSecret(check.given(request), check.expected))
      throw unauthorized(courierWebhookMessages.badSecret);
  });

  const follow = async (
    on: WebhookCourier | undefined,
    consignmentId: string | null | undefined,
    signal: ParcelSignal,
  ): Promise<FollowResult> => {
    if (!on || !consignmentId) return 'unknown';
    try {
      return await followParcel(options.following, on.courier, consignmentId, signal);
    } catch (error) {
      const log = options.following.log;
      // No answer: the courier sends the call again, and the sweep asks meanwhile.
      if (error instanceof CourierUnreachable) {
        log.warn({ err: error, consignmentId }, 'a parcel could not be confirmed with its courier');
        throw new HttpError(503, courierWebhookMessages.courierUnreachable);
      }
      // The status API refused (it does not know the parcel): nothing is believed, nothing moves.
      if (error instanceof CourierRefused) {
        log.warn({ err: error, consignmentId }, 'a courier would not confirm its own webhook');
        return 'unchanged';
      }
      throw error;
    }
  };
  const answer = (outcome: FollowResult): CourierWebhookAnswer => ({ status: 'success', outcome });

  route(endpoints.pathaoWebhook, async (request, reply) => {
    reply.code(202).header(PATHAO_INTEGRATION_HEADER, PATHAO_INTEGRATION_SECRET);
    if (request.body.event === PATHAO_INTEGRATION_EVENT) return answer('unchanged');
    return answer(await follow(options.pathao, request.body.consignment_id, pathaoSignal(request.body)));
  });

  route(endpoints.steadfastWebhook, async (request) =>
    answer(await follow(options.steadfast, request.body.consignment_id, steadfastSignal(request.body))),
  );
};

import { endpoints, trackMessages } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/errors.js';
import { trackOrder } from './track-service.js';

/**
 * Lookups a minute per client address. A customer checks a parcel a few times a day; guessing a
 * phone number for an order number (or the reverse) needs millions of tries, which this keeps out
 * of reach.
 */
export const TRACK_LOOKUPS_PER_MINUTE = 10;

/** The tracking page's lookup (issue 33): no sign-in, rate limited per client address. */
export const trackingRoutes: FastifyPluginAsync = async (app) => {
  const perAddress = app.createRateLimit({
    max: TRACK_LOOKUPS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `track:${request.ip}`,
  });

  endpointRouter(app)(
    endpoints.trackOrder,
    async (request, reply) => {
      // Where a parcel is changes by the hour: no cache keeps an old answer (or the phone number).
      reply.header('cache-control', 'no-store');
      return trackOrder(app.db, request.query.order, request.query.phone);
    },
    {
      // After validation: a malformed lookup (400) guesses nothing and is not counted.
      preHandler: async (request, reply) => {
        const limit = await perAddress(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
        throw new HttpError(429, trackMessages.tooMany);
      },
    },
  );
};

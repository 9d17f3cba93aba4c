import { endpoints, PublicConfigSchema, toMajorUnits } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { CachedJson } from '../../lib/cached-body.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { sendCachedJson } from '../../plugins/performance.js';

export interface SystemRoutesOptions {
  config: Config;
  /** False while the server starts or shuts down: load balancers then send traffic elsewhere. */
  isReady: () => boolean;
}

export const systemRoutes: FastifyPluginAsync<SystemRoutesOptions> = async (app, { config, isReady }) => {
  const route = endpointRouter(app);

  route(endpoints.health, async (_request, reply) => {
    const up = await app.database.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
  });

  route(endpoints.ready, async (_request, reply) => {
    const ready = isReady();
    return reply.code(ready ? 200 : 503).send({ ready });
  });

  // The same for every request until a restart: serialised once, with its ETag.
  const publicConfig = new CachedJson(
    PublicConfigSchema.parse({
      siteName: config.siteName,
      paymentProvider: config.payments.provider,
      stripePublishableKey: config.payments.provider === 'stripe' ? config.payments.publishableKey : null,
      sslcommerz: config.sslcommerz !== undefined,
      googleSignIn: config.google !== undefined,
      uiDelays: config.uiDelays,
      currency: config.currency,
      delivery: {
        dhakaFee: toMajorUnits(config.delivery.dhakaFee),
        outsideFee: toMajorUnits(config.delivery.outsideFee),
        freeOver: config.delivery.freeOver === null ? null : toMajorUnits(config.delivery.freeOver),
      },
    }),
  );
  route(endpoints.config, async (request, reply) => sendCachedJson(request, reply, publicConfig));
};

import { endpoints, PublicConfigSchema, toMajorUnits } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import { CachedJson } from '../../lib/cached-body.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import type { UploadStore } from '../../lib/upload-store.js';
import { sendCachedJson } from '../../plugins/performance.js';

export interface SystemRoutesOptions {
  config: Config;
  /** False while the server starts or shuts down: load balancers then send traffic elsewhere. */
  isReady: () => boolean;
}

/** How long the readiness probe waits on Redis: a probe must answer well within its own timeout. */
const REDIS_PING_MS = 1000;

async function redisState(redis: Redis | null): Promise<'ok' | 'off' | 'down'> {
  if (!redis) return 'off';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), REDIS_PING_MS);
  });
  const answer = redis.ping().then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The bucket uploads are kept in, given as long as Redis; `off` when they are files in DATA_DIR. */
async function storageState(store: UploadStore): Promise<'ok' | 'off' | 'down'> {
  if (store.kind === 'files') return 'off';
  return (await store.ping(REDIS_PING_MS)) ? 'ok' : 'down';
}

export const systemRoutes: FastifyPluginAsync<SystemRoutesOptions> = async (app, { config, isReady }) => {
  const route = endpointRouter(app);

  route(endpoints.health, async (_request, reply) => {
    const up = await app.database.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
  });

  route(endpoints.ready, async (_request, reply) => {
    // Starting or stopping, the process takes no traffic whatever its dependencies say.
    if (!isReady()) return reply.code(503).send({ ready: false });
    const [database, redis, storage] = await Promise.all([
      app.database.ping().then((up): 'ok' | 'down' => (up ? 'ok' : 'down')),
      redisState(app.sharedRedis),
      storageState(app.uploadStore),
    ]);
    const ready = database === 'ok' && redis !== 'down' && storage !== 'down';
    return reply.code(ready ? 200 : 503).send({ ready, database, redis, storage });
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

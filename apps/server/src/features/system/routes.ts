import { apiPaths, HealthSchema, PublicConfigSchema } from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { CachedJson } from '../../lib/read-cache.js';
import { sendCachedJson } from '../../plugins/performance.js';

export interface SystemRoutesOptions {
  config: Config;
  /** False while the server starts or shuts down: load balancers then send traffic elsewhere. */
  isReady: () => boolean;
}

export const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { config, isReady }) => {
  app.get(
    apiPaths.health,
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
    },
  );

  app.get(
    apiPaths.ready,
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Whether this process takes traffic',
        response: { 200: z.object({ ready: z.boolean() }), 503: z.object({ ready: z.boolean() }) },
      },
    },
    async (_request, reply) => {
      const ready = isReady();
      return reply.code(ready ? 200 : 503).send({ ready });
    },
  );

  // The same for every request until a restart: serialised once, with its ETag.
  const publicConfig = new CachedJson(
    PublicConfigSchema.parse({
      siteName: config.siteName,
      paymentProvider: config.payments.provider,
      stripePublishableKey: config.payments.provider === 'stripe' ? config.payments.publishableKey : null,
      googleSignIn: config.google !== undefined,
      uiDelays: config.uiDelays,
    }),
  );
  app.get(
    apiPaths.config,
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'What the web app needs to know',
        response: { 200: PublicConfigSchema },
      },
    },
    async (request, reply) => sendCachedJson(request, reply, publicConfig),
  );
};

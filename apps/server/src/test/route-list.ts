import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';

/** One route as the app registered it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: string | undefined;
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
}

/**
 * Builds an app while recording every route it registers. Fastify announces each new instance on
 * the `fastify.initialization` diagnostics channel before any plugin runs, so an `onRoute` hook
 * added there sees all routes, also those of encapsulated plugins, without a hook in the app.
 */
export async function recordRoutes<T>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  let seen = 0;
  const onInit = (message: unknown) => {
    seen += 1;
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          access: route.config?.access,
          schema: (route.schema ?? {}) as RegisteredRoute['schema'],
        });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    const built = await build();
    if (seen !== 1) throw new Error(`Expected one Fastify instance to be built, saw ${seen}`);
    return { built, routes };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

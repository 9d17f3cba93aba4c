import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { endpoints, metricsMessages } from '@chaka/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { endpointRouter } from '../lib/endpoint-route.js';
import { notFound, unauthorized } from '../lib/errors.js';
import { metricsOf, shopCounters } from '../lib/metrics.js';

/**
 * Prometheus metrics (issue 39). Every answered request is counted by its route's pattern (never
 * the raw address: one series per route, not per product), method and status. The metrics are read
 * at GET /api/metrics with METRICS_TOKEN as a Bearer token, or, with METRICS_PORT set, only on a
 * listener of their own on that port (GET /metrics; the token is asked there too when set).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'metrics' | 'host'> }) => {
    const { token, port } = config.metrics;
    app.addHook('onResponse', async (request, reply) => {
      shopCounters.request(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const metrics = token || port ? metricsOf(app.db) : undefined;
    const tokenMatches = (header: string | undefined) =>
      !token || sameSecret(header ?? '', `Bearer ${token}`);

    const route = endpointRouter(app);
    route(endpoints.metrics, async (request, reply) => {
      if (!metrics || !token || port) throw notFound();
      if (!tokenMatches(request.headers.authorization)) throw unauthorized(metricsMessages.wrongToken);
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    });

    if (metrics && port) {
      const server: Server = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        if (request.method !== 'GET' || (path !== '/metrics' && path !== endpoints.metrics.path)) {
          response.writeHead(404).end();
          return;
        }
        if (!tokenMatches(request.headers.authorization)) {
          response.writeHead(401, { 'content-type': 'text/plain' }).end(metricsMessages.wrongToken);
          return;
        }
        metrics.text().then(
          (text) => response.writeHead(200, { 'content-type': metrics.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'the metrics could not be read');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => resolve());
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
);

/** Compares two secrets in a time that does not tell how much of them matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

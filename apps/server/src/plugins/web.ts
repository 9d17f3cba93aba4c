import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/admin/', '/user/', '/create-payment-intent', '/uploads/'];

/** Public images keep their names across builds: kept a day, then revalidated by ETag. */
const IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets with immutable caching, index.html for every other page
 * path so the client router can take it. Unknown API paths answer JSON 404.
 *
 * The build writes a brotli and a gzip copy beside every compressible file (apps/web/scripts/
 * compress-dist.mjs): those are sent as they are, so no request pays for compression. The files are
 * listed once at start (`wildcard: false`), which also spares each request a walk of the folders;
 * a new build is served after a restart.
 */
export const webPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are found through their originals, not as pages of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      index: 'index.html',
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlOf(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasWeb && isPage && !isApi) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
});

function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}images${path.sep}`)) return `public, max-age=${IMAGE_MAX_AGE_SECONDS}`;
  return 'no-cache';
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/admin/', '/user/', '/create-payment-intent', '/uploads/'];

/**
 * Serves the built web app: hashed assets with immutable caching, index.html for every other page
 * path so the client router can take it. Unknown API paths answer JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string | undefined }) => {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
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

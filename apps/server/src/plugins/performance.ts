import { hash } from 'node:crypto';
import { isApiPath } from '@chaka/contract';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { preferredEncoding } from '../lib/accept-encoding.js';
import { CACHE_CHANNEL, type CacheName, ReadCaches } from '../lib/cache-invalidation.js';
import type { CachedBody, CachedJson } from '../lib/cached-body.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached answers of hot reads; every route that changes their data declares `invalidates`. */
    caches: ReadCaches;
  }
  interface FastifyContextConfig {
    /** The cached data a successful call of this route changes (see the onSend hook below). */
    invalidates?: readonly CacheName[];
  }
}

// Answers smaller than this gain less from compression than it costs.
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Fast answers: the read caches, ETags with 304 answers to revalidations, compressed JSON and
 * Cache-Control on API answers (static files set their own, see plugins/web.ts).
 */
export const performancePlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const caches = new ReadCaches(database.openChannel(CACHE_CHANNEL) ?? undefined, (error) =>
    app.log.warn({ err: error }, 'a cache invalidation could not be announced to the other processes'),
  );
  await caches.start();
  app.decorate('caches', caches);
  app.addHook('onClose', () => caches.close());

  // Weak: the same answer may travel brotli, gzip or plain, and stays the same answer.
  await app.register(etag, { weak: true, hashFn: (payload) => hash('sha1', payload, 'base64url') });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });

  // A write that succeeded clears what it changed before its answer goes out, so the writer and
  // everyone after it read the new data. A refused one changed nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    const changed = request.routeOptions.config.invalidates;
    if (changed && !isRead(request) && reply.statusCode < 400) {
      for (const name of changed) caches.invalidate(name);
    }
    done(null, payload);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isRead(request) && !reply.hasHeader('cache-control') && isApiPath(request.url)) {
      // Always revalidated (cheap with the ETag); answers for a signed-in caller stay in their browser.
      const personal =
        request.routeOptions.config.access !== 'anyone' ||
        request.headers.authorization !== undefined ||
        request.headers.cookie !== undefined;
      reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
    }
    done(null, payload);
  });
});

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Sends a cached answer as it is: already serialised, with its ETag (a matching If-None-Match gets
 * 304 from the ETag hook), its own headers and, when the client takes one, a compressed copy made
 * once. The caller sets the status and content type.
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, answer: CachedBody) {
  reply.header('etag', answer.etag);
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  if (answer.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(answer.body);
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  reply.header('content-encoding', encoding);
  return reply.send(answer.encoded(encoding));
}

/** Sends a cached JSON answer (see sendCachedBody). */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: CachedJson) {
  reply.header('content-type', 'application/json; charset=utf-8');
  return sendCachedBody(request, reply, answer);
}

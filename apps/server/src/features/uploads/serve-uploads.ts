import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_CACHE_CONTROL } from '../../lib/upload-s3-store.js';
import { UPLOAD_KEY, type UploadStore } from '../../lib/upload-store.js';

/**
 * GET /uploads/<key>: the uploads, at the same URLs and with the same caching headers wherever
 * they are kept. Files in DATA_DIR are served as static files; objects in the bucket are streamed
 * through the shop, or, with S3_PUBLIC_URL, answered with a lasting redirect to the same path
 * there (a CDN, or the bucket's public address), so old links keep working either way.
 */
export async function serveUploads(app: FastifyInstance, store: UploadStore) {
  if (store.root) {
    await app.register(fastifyStatic, {
      root: store.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // A stored name never changes content: it is random and written once.
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', UPLOAD_CACHE_CONTROL);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
    return;
  }
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!UPLOAD_KEY.test(key)) return reply.callNotFound();
    reply.header('cache-control', UPLOAD_CACHE_CONTROL);
    if (store.publicUrl) return reply.redirect(`${store.publicUrl}/uploads/${key}`, 301);
    const upload = await store.read(key);
    if (!upload) {
      reply.removeHeader('cache-control');
      return reply.callNotFound();
    }
    reply
      .header('etag', upload.etag)
      .header('last-modified', upload.lastModified.toUTCString())
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === upload.etag) {
      upload.body.destroy();
      return reply.code(304).send();
    }
    return reply.type('image/webp').header('content-length', upload.bytes).send(upload.body);
  });
}

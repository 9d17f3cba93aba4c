import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { apiPaths, ErrorResponseSchema, LIMITS, UploadResponseSchema } from '@chaka/contract';
import multipart from '@fastify/multipart';
import type { RateLimitOptions } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import { ACCEPTED_FORMATS, storeWebp, toWebp } from './images.js';

const FIELD = 'image';
const MAX_MB = LIMITS.uploadBytes / (1024 * 1024);
const missingFile = () =>
  badRequest(`Choose an image to upload: send a ${ACCEPTED_FORMATS} file in the form field "${FIELD}"`);
const tooLarge = () => badRequest(`The image is larger than ${MAX_MB} MB: choose a smaller one`);

/**
 * Image uploads (replacing the spec's third-party image host) and the files they produce. Each
 * upload is decoded and re-encoded before anything is written, so only a finished WebP made by
 * the shop itself ever lands in DATA_DIR/uploads.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ dataDir: string; uploadsPerMinute: number }> = async (
  app,
  { dataDir, uploadsPerMinute },
) => {
  const uploadsDir = path.join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // A stored name never changes content: it is random and written once.
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  app.setErrorHandler((error: FastifyError) => {
    switch (error.code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw tooLarge();
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        throw missingFile();
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw badRequest('Send one image at a time');
      default:
        throw error;
    }
  });

  app.post(
    apiPaths.uploads,
    {
      config: { access: 'user', rateLimit: uploadsPerMinute > 0 && perUser(uploadsPerMinute) },
      schema: {
        tags: ['uploads'],
        summary: `Upload an image (multipart field "${FIELD}", at most ${MAX_MB} MB, ${ACCEPTED_FORMATS})`,
        consumes: ['multipart/form-data'],
        response: {
          200: UploadResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const image = await readImageField(request);
      const webp = await toWebp(image);
      const url = await storeWebp(uploadsDir, webp);
      request.log.info({ url, bytes: webp.length }, 'image uploaded');
      return { success: true as const, data: { url } };
    },
  );
};

/**
 * Every upload costs a decode: a signed-in user gets `max` a minute. Counted after the access
 * guard (preHandler), so the key is the account, whichever address it comes from.
 */
function perUser(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request) => `upload:${request.identity?.id ?? request.ip}`,
    errorResponseBuilder: (_request, { ttl }) => tooManyRequests('Too many uploads', ttl / 1000),
  };
}

/** The bytes of the one file in the field `image`; the whole form is read so extra files are noticed. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missingFile();
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const content = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (part.fieldname === FIELD) image = content;
  }
  if (!image || image.length === 0) throw missingFile();
  return image;
}

import { mkdir } from 'node:fs/promises';
import { endpoints, LIMITS, UPLOAD_FIELD, uploadMessages } from '@chaka/contract';
import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import type { UploadStore } from '../../lib/upload-store.js';
import { encodeUpload, storeUpload } from './images.js';
import { serveUploads } from './serve-uploads.js';

const missingFile = () => badRequest(uploadMessages.missingFile);
const tooLarge = () => badRequest(uploadMessages.tooLarge);

/**
 * Image uploads (replacing the spec's third-party image host) and the files they produce. Each
 * upload is decoded and re-encoded before anything is written, so only finished WebPs made by
 * the shop itself ever land in the upload store (DATA_DIR/uploads, or the S3_BUCKET): the original
 * of at most 1600 px, and its copies 320, 640 and 1280 px wide (those narrower than it) in `sizes/`.
 */
export const uploadRoutes: FastifyPluginAsync<{ store: UploadStore; uploadsPerMinute: number }> = async (
  app,
  { store, uploadsPerMinute },
) => {
  // The narrower copies of each upload (for srcset) live in a folder of their own.
  if (store.root) await mkdir(`${store.root}/sizes`, { recursive: true });

  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });

  await serveUploads(app, store);

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
        throw badRequest(uploadMessages.oneAtATime);
      default:
        throw error;
    }
  });

  const limit = uploadsPerMinute > 0 ? perUser(app, uploadsPerMinute) : undefined;
  endpointRouter(app)(
    endpoints.uploadImage,
    async (request) => {
      const image = await readImageField(request);
      const encoded = await encodeUpload(image);
      const url = await storeUpload(store, encoded);
      request.log.info({ url, bytes: encoded.webp.length, copies: encoded.copies.length }, 'image uploaded');
      return { success: true as const, data: { url } };
    },
    { preHandler: limit },
  );
};

/**
 * Every upload costs a decode: a signed-in user gets `max` a minute. The key is the account the
 * access guard found when the request arrived, whichever address it comes from.
 */
function perUser(app: FastifyInstance, max: number) {
  const uploads = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `upload:${request.identity?.id ?? request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await uploads(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw tooManyRequests('Too many uploads', result.ttlInSeconds);
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
    if (part.fieldname === UPLOAD_FIELD) image = content;
  }
  if (!image || image.length === 0) throw missingFile();
  return image;
}

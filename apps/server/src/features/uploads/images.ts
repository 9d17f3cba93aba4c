import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, UPLOAD_FORMATS } from '@chaka/contract';
import pLimit from 'p-limit';
import type { Metadata, default as SharpModule } from 'sharp';
import { badRequest } from '../../lib/errors.js';

/**
 * Pictures larger than this are refused from their header, before anything is decoded: a 97 KB
 * PNG can declare 1 x 49,999,999 pixels, and decoding that takes seconds of CPU. No camera or
 * phone makes pictures near these sizes, and the shop shows them at most 1600 px wide.
 */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** What decoding and re-encoding an accepted picture may take before it is given up. */
const WORK_TIMEOUT_SECONDS = 10;
/**
 * Decoding runs on libuv's thread pool (four threads by default), which also reads the files the
 * shop serves: two decodes at most leave the others free for serving pictures and pages.
 */
const DECODES_AT_ONCE = 2;
const WEBP_QUALITY = 82;

export const ACCEPTED_FORMATS = UPLOAD_FORMATS;

// sharp (libvips) holds about 30 MB of memory once loaded: it is loaded with the first upload.
let sharpLoad: Promise<typeof SharpModule> | undefined;
const loadSharp = () => {
  sharpLoad ??= import('sharp').then((module) => module.default);
  return sharpLoad;
};
const decodes = pLimit(DECODES_AT_ONCE);

const notAnImage = () => badRequest(`The file is not an image we accept: send a ${ACCEPTED_FORMATS} picture`);
const tooLarge = () =>
  badRequest(
    `The image is too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  );
const tooSlow = () => badRequest('The image took too long to process: send a smaller or simpler picture');

/**
 * Decodes the bytes as an image and re-encodes them as WebP no larger than the shop shows.
 * Only the formats customers' phones and cameras produce are accepted; anything else, or
 * anything that does not decode, is refused whatever its name or declared type says.
 */
export async function toWebp(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
  // The header alone, outside the queue: a picture refused for its size never waits for others.
  checkHeader(await readHeader(sharp, input));
  return decodes(() =>
    sharp(input, options)
      .timeout({ seconds: WORK_TIMEOUT_SECONDS })
      .rotate()
      .resize({
        width: LIMITS.uploadLargestSide,
        height: LIMITS.uploadLargestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : '';
        if (/timeout/i.test(message)) throw tooSlow();
        if (/pixel limit/i.test(message)) throw tooLarge();
        throw notAnImage();
      }),
  );
}

async function readHeader(sharp: typeof SharpModule, input: Buffer) {
  try {
    return await sharp(input, { failOn: 'error' }).metadata();
  } catch {
    throw notAnImage();
  }
}

function checkHeader({ format, compression, width, height, pageHeight }: Metadata) {
  const accepted =
    format === 'jpeg' ||
    format === 'png' ||
    format === 'webp' ||
    format === 'gif' ||
    (format === 'heif' && compression === 'av1');
  if (!accepted || !width || !height) throw notAnImage();
  // Only the first frame of an animation is decoded.
  const frameHeight = pageHeight ?? height;
  if (width > MAX_IMAGE_SIDE || frameHeight > MAX_IMAGE_SIDE || width * frameHeight > MAX_IMAGE_PIXELS) {
    throw tooLarge();
  }
}

/** Stores a WebP image under a random name; resolves with its public URL. */
export async function storeWebp(uploadsDir: string, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.webp`;
  const file = path.join(uploadsDir, name);
  try {
    await writeFile(file, webp, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    await unlink(file).catch(() => {});
    throw error;
  }
  return `/uploads/${name}`;
}

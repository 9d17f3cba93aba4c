import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LIMITS, UPLOAD_FORMATS } from '@chaka/contract';
import type SharpModule from 'sharp';
import { badRequest } from '../../lib/errors.js';

/** Bigger pictures are refused before they are decoded: a few MB of PNG can hold a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 82;

export const ACCEPTED_FORMATS = UPLOAD_FORMATS;

// sharp (libvips) holds about 30 MB of memory once loaded: it is loaded with the first upload.
let sharpLoad: Promise<typeof SharpModule> | undefined;
const loadSharp = () => {
  sharpLoad ??= import('sharp').then((module) => module.default);
  return sharpLoad;
};

/**
 * Decodes the bytes as an image and re-encodes them as WebP no larger than the shop shows.
 * Only the formats customers' phones and cameras produce are accepted; anything else, or
 * anything that does not decode, is refused whatever its name or declared type says.
 */
export async function toWebp(input: Buffer): Promise<Buffer> {
  const notAnImage = badRequest(`The file is not an image we accept: send a ${ACCEPTED_FORMATS} picture`);
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  const sharp = await loadSharp();
  let format: string | undefined;
  let compression: string | undefined;
  try {
    const metadata = await sharp(input, options).metadata();
    format = metadata.format;
    compression = metadata.compression;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage;
  }
  const accepted =
    format === 'jpeg' ||
    format === 'png' ||
    format === 'webp' ||
    format === 'gif' ||
    (format === 'heif' && compression === 'av1');
  if (!accepted) throw notAnImage;
  try {
    return await sharp(input, options)
      .rotate()
      .resize({
        width: LIMITS.uploadLargestSide,
        height: LIMITS.uploadLargestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw notAnImage;
  }
}

function tooManyPixels() {
  return badRequest(`The image has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
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

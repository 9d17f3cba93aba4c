import { randomBytes } from 'node:crypto';
import { LIMITS, UPLOAD_FORMATS, uploadCopyUrl, uploadCopyWidths } from '@chaka/contract';
import pLimit from 'p-limit';
import type { Metadata, default as SharpModule } from 'sharp';
import { badRequest } from '../../lib/errors.js';
import type { UploadStore } from '../../lib/upload-store.js';

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

/** An accepted picture as the shop stores it: the original and its narrower copies, all WebP. */
export type EncodedUpload = {
  webp: Buffer;
  /** The original's size in pixels (after turning it upright and fitting it in 1600 px). */
  width: number;
  height: number;
  copies: Array<{ width: number; webp: Buffer }>;
};

/**
 * Decodes the bytes as an image once and encodes it as WebP no larger than the shop shows, and
 * again at each of UPLOAD_WIDTHS narrower than that (for `srcset`). Only the formats customers'
 * phones and cameras produce are accepted; anything else, or anything that does not decode, is
 * refused whatever its name or declared type says.
 */
export async function encodeUpload(input: Buffer): Promise<EncodedUpload> {
  const sharp = await loadSharp();
  const options = { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS } as const;
  // The header alone, outside the queue: a picture refused for its size never waits for others.
  checkHeader(await readHeader(sharp, input));
  return decodes(async () => {
    try {
      // The pixels at the largest size shown (at most 1,600 x 1,600 x 4 bytes, 10 MB) are kept for
      // the one upload's encodes, one after the other, instead of decoding the upload again for each.
      const { data, info } = await sharp(input, options)
        .timeout({ seconds: WORK_TIMEOUT_SECONDS })
        .rotate()
        .resize({
          width: LIMITS.uploadLargestSide,
          height: LIMITS.uploadLargestSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = info;
      const encode = (copyWidth?: number) => {
        const image = sharp(data, { raw: { width, height, channels } }).timeout({
          seconds: WORK_TIMEOUT_SECONDS,
        });
        if (copyWidth) image.resize({ width: copyWidth });
        return image.webp({ quality: WEBP_QUALITY }).toBuffer();
      };
      const webp = await encode();
      const copies: EncodedUpload['copies'] = [];
      for (const copyWidth of uploadCopyWidths(width)) {
        copies.push({ width: copyWidth, webp: await encode(copyWidth) });
      }
      return { webp, width, height, copies };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/timeout/i.test(message)) throw tooSlow();
      if (/pixel limit/i.test(message)) throw tooLarge();
      throw notAnImage();
    }
  });
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

/**
 * Stores an upload under a random name that also says its size, `<random>-<width>x<height>.webp`,
 * and its copies in `sizes/` (see `uploadSizes`), in the shop's upload store (DATA_DIR or the
 * bucket); resolves with the original's public URL. The original is written last, so a URL handed
 * out always has its copies; a failure leaves nothing.
 */
export async function storeUpload(store: UploadStore, upload: EncodedUpload): Promise<string> {
  const stem = `${randomBytes(16).toString('base64url')}-${upload.width}x${upload.height}`;
  const url = `/uploads/${stem}.webp`;
  const files = [
    ...upload.copies.map(({ width, webp }) => ({ url: uploadCopyUrl(stem, width), webp })),
    { url, webp: upload.webp },
  ];
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = file.url.slice('/uploads/'.length);
      await store.put(key, file.webp);
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => store.remove(key).catch(() => {})));
    throw error;
  }
  return url;
}

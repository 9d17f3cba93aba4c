// Our own uploads (always re-encoded to WebP) and the art that ships with the shop.
const SHOP_IMAGE_PATTERN =
  /^\/(uploads\/[A-Za-z0-9_-]+\.webp|images\/[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|webp))$/;

/**
 * Whether `value` is one of the shop's own images (an upload or the art it ships with), served by
 * the shop itself. Kept apart from the schemas so that a page using it does not load zod.
 */
export function isShopImage(value: string | null | undefined): value is string {
  return typeof value === 'string' && SHOP_IMAGE_PATTERN.test(value);
}

/**
 * The widths an upload is also stored in, as WebP, beside its original of at most 1600 px: only the
 * ones narrower than the original (a picture is never enlarged). An upload's URL names its own size,
 * `/uploads/<name>-<width>x<height>.webp`, and its copies are `/uploads/sizes/<name>-<width>x<height>-<w>.webp`.
 */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;

const SIZED_UPLOAD = /^\/uploads\/([A-Za-z0-9_-]+-([1-9]\d{0,4})x([1-9]\d{0,4}))\.webp$/;

export type UploadSizes = {
  /** The original's size in pixels. */
  width: number;
  height: number;
  /** The copies and the original as an `srcset`; absent when the original is the smallest there is. */
  srcSet?: string;
};

/** The widths of the smaller copies an upload `width` px wide has. */
export function uploadCopyWidths(width: number): number[] {
  return UPLOAD_WIDTHS.filter((copy) => copy < width);
}

/** The URL of an upload's copy `width` px wide. */
export function uploadCopyUrl(stem: string, width: number): string {
  return `/uploads/sizes/${stem}-${width}.webp`;
}

/**
 * An upload's size and copies, read from its URL; undefined for anything else (the shop's art,
 * links, and uploads stored before their size was part of their name).
 */
export function uploadSizes(url: string | null | undefined): UploadSizes | undefined {
  const match = typeof url === 'string' ? SIZED_UPLOAD.exec(url) : null;
  if (!match) return undefined;
  const [, stem = '', w = '', h = ''] = match;
  const width = Number(w);
  const height = Number(h);
  const copies = uploadCopyWidths(width);
  if (copies.length === 0) return { width, height };
  const srcSet = [...copies.map((copy) => `${uploadCopyUrl(stem, copy)} ${copy}w`), `${url} ${width}w`].join(
    ', ',
  );
  return { width, height, srcSet };
}

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

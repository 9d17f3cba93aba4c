import { ShopImage, type ShopImageProps } from './shop-image';

/**
 * How wide a product card's picture is shown: the grid of 1, 2 and 3 columns of the shop and the
 * home page (max-w-6xl, px-4 then sm:px-6, gap-6), less the picture's p-6 and the card's border.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1152px) 302px, (min-width: 1024px) calc(33.3vw - 82px), (min-width: 640px) calc(50vw - 86px), calc(100vw - 82px)';

/** How wide the product page's picture is shown: full width, then half of lg:grid-cols-2, less p-8. */
export const DETAIL_IMAGE_SIZES =
  '(min-width: 1152px) 462px, (min-width: 1024px) calc(50vw - 114px), (min-width: 640px) calc(100vw - 114px), calc(100vw - 98px)';

/**
 * A part's picture in a square box of `size` pixels (the product card, the detail screen, order and
 * product lists); `alt` stays empty where the part's name is written beside it.
 */
export function PartImage({ size, ...image }: { size: number } & Omit<ShopImageProps, 'box'>) {
  return <ShopImage box={size} {...image} />;
}

/** The small picture beside a part's name in the order and product lists. */
export function PartThumbnail({ src, size, className }: { src: string; size: 48 | 56; className: string }) {
  return (
    <PartImage
      src={src}
      size={size}
      loading="lazy"
      className={`shrink-0 border border-base-300 bg-base-200 object-contain p-1 ${className}`}
    />
  );
}

/** A product's picture, named by the product. */
export function ProductImage({
  product,
  ...image
}: { product: { image: string; productName: string }; size: number } & Omit<ShopImageProps, 'box' | 'src'>) {
  return <PartImage src={product.image} alt={product.productName} {...image} />;
}

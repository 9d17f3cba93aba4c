import type { ComponentProps } from 'react';

/**
 * A part's picture in a square box of `size` pixels (the product card, the detail screen, order and
 * product lists); `alt` stays empty where the part's name is written beside it.
 */
export function PartImage({ size, alt = '', ...image }: { size: number } & ComponentProps<'img'>) {
  return <img alt={alt} width={size} height={size} {...image} />;
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
}: { product: { image: string; productName: string }; size: number } & ComponentProps<'img'>) {
  return <PartImage src={product.image} alt={product.productName} {...image} />;
}

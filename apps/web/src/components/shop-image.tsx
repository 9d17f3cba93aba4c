import { uploadSizes } from '@chaka/contract';
import type { ComponentProps } from 'react';

export type ShopImageProps = {
  src: string;
  /** The size in CSS pixels of the square box the picture is shown in. */
  box: number;
  /** How wide the picture is shown (the `sizes` attribute); the box's width when left out. */
  sizes?: string;
} & Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'srcSet' | 'sizes'>;

/**
 * An `<img>` that never makes the page move as it loads. An upload (its URL names its size) gets
 * its own width and height and its narrower copies as `srcset`, so a phone fetches the 320 or 640 px
 * copy instead of the 1600 px original; anything else (the shop's SVG art, a link, an upload from
 * before uploads had copies) gets the box's width and height and no `srcset`. The box itself is
 * sized by CSS wherever this is used.
 */
export function ShopImage({ src, box, sizes, alt = '', ...image }: ShopImageProps) {
  const upload = uploadSizes(src);
  return (
    <img
      alt={alt}
      width={upload?.width ?? box}
      height={upload?.height ?? box}
      srcSet={upload?.srcSet}
      sizes={upload?.srcSet ? (sizes ?? `${box}px`) : undefined}
      src={src}
      {...image}
    />
  );
}

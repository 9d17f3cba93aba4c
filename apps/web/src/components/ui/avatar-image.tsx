import { type ComponentProps, useEffect, useState } from 'react';
import { ShopImage } from '../shop-image';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/**
 * A person's picture, square at `size` pixels: the shop's default avatar when it fails to load, and
 * the picture's host is not told which page shows it.
 */
export function AvatarImage({
  src,
  alt,
  size,
  ...img
}: { src: string; alt: string; size: number; className: string } & Pick<ComponentProps<'img'>, 'loading'>) {
  const [shown, setShown] = useState(src);
  useEffect(() => setShown(src), [src]);
  return (
    <ShopImage
      src={shown}
      alt={alt}
      box={size}
      referrerPolicy="no-referrer"
      onError={() => setShown(DEFAULT_AVATAR)}
      {...img}
    />
  );
}

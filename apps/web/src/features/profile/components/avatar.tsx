import { useEffect, useState } from 'react';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/**
 * The profile picture (SPEC §2 Profile): the sign-in provider's photo, else the stored image, else
 * the shop's default avatar; a picture that fails to load falls back to the default too.
 */
export function avatarSource(
  providerPhoto: string | null | undefined,
  storedImage: string | null | undefined,
) {
  return providerPhoto || storedImage || DEFAULT_AVATAR;
}

export function Avatar({
  src,
  alt,
  className = 'size-24',
}: {
  src: string;
  alt: string;
  className?: string;
}) {
  const [shown, setShown] = useState(src);
  useEffect(() => setShown(src), [src]);
  return (
    <img
      src={shown}
      alt={alt}
      width={96}
      height={96}
      referrerPolicy="no-referrer"
      className={`shrink-0 rounded-full bg-base-200 object-cover ring-2 ring-base-300 ring-offset-2 ring-offset-base-100 ${className}`}
      onError={() => setShown(DEFAULT_AVATAR)}
    />
  );
}

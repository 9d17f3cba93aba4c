import { AvatarImage, DEFAULT_AVATAR } from '@/components/ui/avatar-image';

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
  return (
    <AvatarImage
      src={src}
      alt={alt}
      size={96}
      className={`shrink-0 rounded-full bg-base-200 object-cover ring-2 ring-base-300 ring-offset-2 ring-offset-base-100 ${className}`}
    />
  );
}

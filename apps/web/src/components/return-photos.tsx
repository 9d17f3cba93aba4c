import { ShopImage } from '@/components/shop-image';
import { useReturnsT } from './return-labels';

/** The return's photos, each opening full size; with `onRemove`, each can be taken off the form. */
export function ReturnPhotos({
  photos,
  onRemove,
}: {
  photos: readonly string[];
  onRemove?: (index: number) => void;
}) {
  const t = useReturnsT();
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {photos.map((url, index) => (
        <li key={url} className="relative">
          <a href={url} target="_blank" rel="noreferrer">
            <ShopImage
              src={url}
              alt={t('return-screens.photo', { number: index + 1 })}
              box={96}
              className="size-24 rounded-box object-cover"
            />
          </a>
          {onRemove && (
            <button
              type="button"
              className="btn btn-circle btn-xs absolute -top-2 -right-2"
              aria-label={t('return-screens.form.removePhoto', { number: index + 1 })}
              onClick={() => onRemove(index)}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

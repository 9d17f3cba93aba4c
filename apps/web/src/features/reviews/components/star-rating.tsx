import { RATING_MAX } from '@chaka/contract';
import homeSections from '@chaka/contract/catalogs/en/home-sections.json';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t';

const STAR_PATH =
  'M12 2.5l2.94 6.1 6.56.92-4.78 4.6 1.17 6.58L12 17.6l-5.89 3.1 1.17-6.58-4.78-4.6 6.56-.92z';

/** A read-only rating: five stars, filled in half steps, with the value as its accessible name. */
export function StarRating({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  // On the home page's reviews: its words travel with the home page.
  const t = useT(homeSections);
  const id = useId();
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={t('home.reviews.rated', { rating, max: RATING_MAX })}
    >
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const fill = Math.min(Math.max(rating - index, 0), 1);
        const clip = `${id}-star-${index}`;
        return (
          <svg key={clip} viewBox="0 0 24 24" className={className} aria-hidden="true">
            <defs>
              <clipPath id={clip}>
                <rect x="0" y="0" width={24 * fill} height="24" />
              </clipPath>
            </defs>
            <path
              d={STAR_PATH}
              className="fill-base-100 stroke-primary"
              strokeWidth={1.5}
              strokeLinejoin="round"
            />
            <path d={STAR_PATH} className="fill-primary" clipPath={`url(#${clip})`} />
          </svg>
        );
      })}
    </span>
  );
}

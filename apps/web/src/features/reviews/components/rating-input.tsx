import { formatCount, RATING_MAX, RATING_STEP } from '@chaka/contract';
import reviewsCatalog from '@chaka/contract/catalogs/en/reviews.json';
import { useId } from 'react';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

const STEPS = Array.from({ length: RATING_MAX / RATING_STEP }, (_, index) => (index + 1) * RATING_STEP);

/**
 * Five stars in half steps (SPEC §2 Add Review). Each half is a radio button, so arrow keys move
 * the rating and a screen reader names every step; the mask hides a focus outline, so the group
 * shows it instead.
 */
export function RatingInput({
  value,
  onChange,
  legend,
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend?: string;
}) {
  const t = useT(reviewsCatalog);
  const locale = useLocale();
  const name = useId();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm font-medium">{legend ?? t('reviews.rating.legend')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="rating rating-lg rating-half rounded-box p-1 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
          {STEPS.map((step) => (
            <input
              key={step}
              type="radio"
              name={name}
              value={step}
              checked={value === step}
              onChange={() => onChange(step)}
              aria-label={t('reviews.rating.stars', { count: step })}
              className={`mask mask-star-2 bg-primary ${Number.isInteger(step) ? 'mask-half-2' : 'mask-half-1'}`}
            />
          ))}
        </div>
        <span className="text-sm font-medium tabular" aria-live="polite">
          {value
            ? t('reviews.rating.outOf', {
                value: formatCount(value, locale),
                max: formatCount(RATING_MAX, locale),
              })
            : t('reviews.rating.notRated')}
        </span>
      </div>
    </fieldset>
  );
}

import { RATING_MAX, RATING_STEP } from '@chaka/contract';
import { useId } from 'react';

const STEPS = Array.from({ length: RATING_MAX / RATING_STEP }, (_, index) => (index + 1) * RATING_STEP);

export const starsLabel = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

/**
 * Five stars in half steps (SPEC §2 Add Review). Each half is a radio button, so arrow keys move
 * the rating and a screen reader names every step; the mask hides a focus outline, so the group
 * shows it instead.
 */
export function RatingInput({
  value,
  onChange,
  legend = 'Rating',
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm font-medium">{legend}</legend>
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
              aria-label={starsLabel(step)}
              className={`mask mask-star-2 bg-primary ${Number.isInteger(step) ? 'mask-half-2' : 'mask-half-1'}`}
            />
          ))}
        </div>
        <span className="text-sm font-medium tabular" aria-live="polite">
          {value ? `${value} out of ${RATING_MAX}` : 'Not rated yet'}
        </span>
      </div>
    </fieldset>
  );
}

import { formatCount, HOME_COUNTERS } from '@chaka/contract';
import home from '@chaka/contract/catalogs/en/home-sections.json';
import { useId, useRef } from 'react';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { useCountUp, useSeenOnce } from './use-count-up';

/** The animated statistics block of SPEC §1: counts up once it scrolls into view. */
export function Statistics() {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref);
  const id = useId();
  const t = useT(home);
  return (
    <section ref={ref} aria-labelledby={id} className="bg-neutral text-neutral-content">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id={id} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t('home.stats.title')}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {HOME_COUNTERS.map((counter) => (
            <Counter
              key={counter.label}
              {...counter}
              label={t(`home.stats.${counter.label}`)}
              running={seen}
            />
          ))}
        </dl>
      </div>
    </section>
  );
}

function Counter({
  label,
  value,
  durationMs,
  running,
}: {
  label: string;
  value: number;
  durationMs: number;
  running: boolean;
}) {
  const current = useCountUp(value, durationMs, running);
  const locale = useLocale();
  return (
    <div className="flex flex-col-reverse items-center rounded-box border border-white/10 bg-black/10 px-4 py-6 text-center">
      <dt className="mt-1 text-base font-semibold text-accent">{label}</dt>
      <dd className="tabular text-4xl font-black sm:text-5xl">
        {locale === 'en' ? current : formatCount(current, locale)}
      </dd>
    </div>
  );
}

import home from '@chaka/contract/catalogs/en/home.json';
import type { ReactNode } from 'react';
import { hydrateWhenVisible } from '@/components/ui/hydrate-when-visible';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { usePageTitle } from '@/lib/page-title';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { Hero } from '../components/hero';

// Below a phone's first screen: on a first visit its code comes when it is scrolled to (the home
// page's first load has a budget), its HTML is there from the start (decision record 031), the
// statistics with their final numbers.
const HomeMore = hydrateWhenVisible('home-more', () =>
  import('../components/home-more').then((module) => module.HomeMore),
);

export interface HomePageProps {
  /** "Find parts for your car", supplied by the garage feature. */
  carPicker?: ReactNode;
  /** The latest customer reviews, supplied by the reviews feature. */
  reviews?: ReactNode;
}

/** The home page (SPEC §1), after its one-second spinner. */
export function HomePage({ carPicker, reviews }: HomePageProps) {
  const t = useT(home);
  usePageTitle(t('home.title'));
  const waiting = useMinimumDelay('home');
  if (waiting) return <Spinner label={t('home.loading')} className="min-h-[70vh]" />;
  return (
    <>
      <Hero />
      {carPicker && (
        <div className="bg-base-200">
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{carPicker}</div>
        </div>
      )}
      <HomeMore reviews={reviews} />
    </>
  );
}

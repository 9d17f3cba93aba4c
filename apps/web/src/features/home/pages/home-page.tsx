import home from '@chaka/contract/catalogs/en/home.json';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { usePageTitle } from '@/lib/page-title';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { Hero } from '../components/hero';
import { Promises } from '../components/promises';

// Started with this module, so it has arrived by the end of the one-second spinner; kept out of
// the home page's first load, which has a budget (its words are most of the page's catalog).
const sections = import('../components/home-sections');
const HomeSections = lazy(() => sections.then((module) => ({ default: module.HomeSections })));

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
      <Promises />
      <Suspense fallback={<Spinner label={t('home.loading')} className="min-h-[70vh]" />}>
        <HomeSections reviews={reviews} />
      </Suspense>
    </>
  );
}

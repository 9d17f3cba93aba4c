import home from '@chaka/contract/catalogs/en/home.json';
import sections from '@chaka/contract/catalogs/en/home-sections.json';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { usePageTitle } from '@/lib/page-title';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { Hero } from '../components/hero';
import { MustHaves } from '../components/must-haves';
import { NewsletterSignup } from '../components/newsletter-signup';
import { PartsWeProvide } from '../components/parts-we-provide';
import { Promises } from '../components/promises';
import { SectionHeading } from '../components/section-heading';
import { ShopFeatures } from '../components/shop-features';
import { Statistics } from '../components/statistics';
import { Timeline } from '../components/timeline';

export interface HomePageProps {
  /** "Find parts for your car", supplied by the garage feature. */
  carPicker?: ReactNode;
  /** The latest customer reviews, supplied by the reviews feature. */
  reviews?: ReactNode;
}

/** The home page (SPEC §1), after its one-second spinner. */
export function HomePage({ carPicker, reviews }: HomePageProps) {
  const t = useT(home);
  const sectionsT = useT(sections);
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
      <ShopFeatures />
      <PartsWeProvide />
      <MustHaves />
      <Statistics />
      {reviews && (
        <section aria-labelledby="reviews-title" className="bg-base-200">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <SectionHeading id="reviews-title" title={sectionsT('home.reviews.title')} />
            <div className="mt-10">{reviews}</div>
          </div>
        </section>
      )}
      <Timeline />
      <NewsletterSignup />
    </>
  );
}

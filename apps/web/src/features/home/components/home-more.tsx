import sections from '@chaka/contract/catalogs/en/home-sections.json';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { MustHaves } from './must-haves';
import { NewsletterSignup } from './newsletter-signup';
import { PartsWeProvide } from './parts-we-provide';
import { Promises } from './promises';
import { SectionHeading } from './section-heading';
import { ShopFeatures } from './shop-features';
import { Statistics } from './statistics';
import { Timeline } from './timeline';

/** The home page below its first screen (SPEC §1): promises to newsletter, with the latest reviews. */
export function HomeMore({ reviews }: { reviews?: ReactNode }) {
  const sectionsT = useT(sections);
  return (
    <>
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

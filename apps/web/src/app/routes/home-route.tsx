import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { hydrateWhenVisible } from '@/components/ui/hydrate-when-visible';
import { WhenVisible } from '@/components/ui/when-visible';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/home/pages/home-page';

// Far below the first screen: its code comes when it is scrolled to, its HTML is there from the start.
const LatestReviews = hydrateWhenVisible('home-reviews', () =>
  import('@/features/reviews/components/latest-reviews').then((module) => module.LatestReviews),
);

// Below the hero, so it loads when it comes on screen: on a phone that is after the first screen
// (the home page's first load has a budget).
const CarPicker = lazy(() =>
  import('@/features/garage/components/car-picker').then((module) => ({ default: module.CarPicker })),
);

/** The home page, composed here because it shows pieces of several features. */
export function HomeRoute() {
  const navigate = useNavigate();
  return (
    <HomePage
      carPicker={
        <WhenVisible className="min-h-[41.5rem] md:min-h-72">
          <Suspense fallback={<div className="min-h-40" />}>
            <CarPicker
              shopLink
              onChosen={(vehicle) => navigate(paths.shop.getHref(undefined, vehicle._id))}
            />
          </Suspense>
        </WhenVisible>
      }
      reviews={<LatestReviews />}
    />
  );
}

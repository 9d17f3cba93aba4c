import { HomePage } from '@/features/home/pages/home-page';
import { LatestReviews } from '@/features/reviews/components/latest-reviews';

/** The home page, composed here because it shows pieces of several features. */
export function HomeRoute() {
  return <HomePage reviews={<LatestReviews />} />;
}

import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLatestReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

/** How many of the latest reviews a phone shows; wider screens show the whole first page. */
const PHONE_COUNT = 3;

/** The newest customer reviews, for the home page. */
export function LatestReviews() {
  const reviews = useLatestReviews();
  if (reviews.isPending) return <Spinner label="Loading reviews" className="min-h-40" />;
  if (reviews.isError) {
    return <EmptyState title="Reviews could not be loaded">Please try again in a moment.</EmptyState>;
  }
  if (reviews.data.items.length === 0) {
    return (
      <EmptyState title="No reviews yet">
        Bought a part from us?{' '}
        <Link to={paths.dashboard.addReview.getHref()} className="link link-primary">
          Tell other drivers how it went
        </Link>
        .
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.data.items.map((review, index) => (
        <li key={review._id} className={index >= PHONE_COUNT ? 'hidden sm:block' : undefined}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

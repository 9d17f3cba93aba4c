import homeSections from '@chaka/contract/catalogs/en/home-sections.json';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { rich } from '@/lib/i18n/rich';
import { useT } from '@/lib/i18n/use-t';
import { useLatestReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

/** How many of the latest reviews a phone shows; wider screens show the whole first page. */
const PHONE_COUNT = 3;

/** The newest customer reviews, for the home page (its words are the home page's, loaded with it). */
export function LatestReviews() {
  const t = useT(homeSections);
  const reviews = useLatestReviews();
  if (reviews.isPending) return <Spinner label={t('home.reviews.loading')} className="min-h-40" />;
  if (reviews.isError) {
    return <EmptyState title={t('home.reviews.failed')}>{t('home.reviews.failedHint')}</EmptyState>;
  }
  if (reviews.data.items.length === 0) {
    return (
      <EmptyState title={t('home.reviews.empty')}>
        {rich(t, 'home.reviews.emptyText', {
          tell: (
            <Link to={paths.dashboard.addReview.getHref()} className="link link-primary">
              {t('home.reviews.tell')}
            </Link>
          ),
        })}
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

import { type AdminReview, formatCount, INTL_LOCALES, type Locale, RATING_MAX } from '@chaka/contract';
import reviewsCatalog from '@chaka/contract/catalogs/en/reviews.json';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useConfirmedMutation } from '@/components/ui/use-confirmed-mutation';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  useAdminReviews,
  useDeleteReview,
  useSetReviewHidden,
} from '../api/admin-reviews';

// Nothing here is shared with the home page's review cards: a chunk of both would be split out of
// the home page's own and weigh on its first load (its budget, scripts/check-budget.mjs).

/** "Verified buyer", as on the home page's cards. */
function VerifiedBuyerBadge() {
  const t = useT(reviewsCatalog);
  return (
    <span className="badge badge-success badge-sm shrink-0 font-semibold">
      ✓ {t('reviews.admin.verifiedBuyer')}
    </span>
  );
}

/** The rating in stars and figures, e.g. "★ 4.5 / 5", named "4.5 out of 5". */
function Rating({ rating }: { rating: number }) {
  const t = useT(reviewsCatalog);
  const locale = useLocale();
  const value = new Intl.NumberFormat(INTL_LOCALES[locale]).format(rating);
  const max = new Intl.NumberFormat(INTL_LOCALES[locale]).format(RATING_MAX);
  return (
    <span role="img" aria-label={t('reviews.rating.outOf', { value, max })} className="font-semibold tabular">
      <span className="text-warning" aria-hidden="true">
        ★
      </span>{' '}
      <span aria-hidden="true">
        {value} / {max}
      </span>
    </span>
  );
}

/** The page number of `?page=`, 1 when it is missing or not a page. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

const hrefOf = (page: number) =>
  page > 1 ? `${paths.dashboard.reviews.getHref()}?page=${page}` : paths.dashboard.reviews.getHref();

/**
 * /dashboard/reviews (admin): every review of the shop, newest first, also hidden ones; the admin
 * hides one from the shop's pages (or shows it again) or removes it for good.
 */
export function AdminReviewsPage() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const reviews = useAdminReviews(page);
  const t = useT(reviewsCatalog);
  const { toggle, remove, busyId } = useReviewActions();
  return (
    <Page
      title={t('reviews.admin.title')}
      intro={reviews.data ? t('reviews.admin.intro', { count: reviews.data.total }) : undefined}
    >
      {reviews.isPending ? (
        <Spinner label={t('reviews.admin.loading')} />
      ) : reviews.isError ? (
        <EmptyState title={t('reviews.admin.failed')}>{t('reviews.admin.failedHint')}</EmptyState>
      ) : reviews.data.items.length === 0 ? (
        <EmptyState title={t('reviews.admin.empty')}>{t('reviews.admin.emptyHint')}</EmptyState>
      ) : (
        <>
          <ReviewsTable
            reviews={reviews.data.items}
            firstNumber={(page - 1) * ADMIN_REVIEWS_PAGE_SIZE + 1}
            busyId={busyId}
            onToggle={toggle}
            onRemove={remove}
          />
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(reviews.data.total / ADMIN_REVIEWS_PAGE_SIZE))}
            hrefOf={hrefOf}
          />
        </>
      )}
    </Page>
  );
}

/** Hide or show (at once, it is undone as easily) and Remove (after the confirmation dialog). */
function useReviewActions() {
  const t = useT(reviewsCatalog);
  const fallback = t('reviews.admin.failedChange');
  const moderation = useSetReviewHidden();
  const deletion = useConfirmedMutation(useDeleteReview(), {
    confirmLabel: t('reviews.admin.confirmRemove'),
    onDone: () => notify.success(t('reviews.admin.removed')),
    failure: (error) => errorMessage(error, fallback),
  });
  async function toggle(review: AdminReview) {
    const hidden = !review.hidden;
    try {
      await moderation.mutateAsync({ id: review._id, hidden });
    } catch (error) {
      notify.error(errorMessage(error, fallback));
      return;
    }
    notify.success(hidden ? t('reviews.admin.wasHidden') : t('reviews.admin.wasShown'));
  }
  const busyId = moderation.isPending ? moderation.variables.id : deletion.running;
  return { toggle, remove: deletion.run, busyId };
}

const dateOf = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(date));

/** The reviews as a table; on phones each row becomes a small card with its actions below. */
function ReviewsTable({
  reviews,
  firstNumber,
  busyId,
  onToggle,
  onRemove,
}: {
  reviews: AdminReview[];
  firstNumber: number;
  busyId: string | undefined;
  onToggle: (review: AdminReview) => void;
  onRemove: (id: string) => void;
}) {
  const idPrefix = useId();
  const t = useT(reviewsCatalog);
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm">
      <table className="table">
        <caption className="sr-only">{t('reviews.admin.caption')}</caption>
        <thead className="hidden text-base-content sm:table-header-group">
          <tr>
            <th scope="col" className="hidden sm:table-cell">
              {t('reviews.admin.serial')}
            </th>
            <th scope="col">{t('reviews.admin.review')}</th>
            <th scope="col" className="hidden md:table-cell">
              {t('reviews.admin.author')}
            </th>
            <th scope="col">{t('reviews.admin.status')}</th>
            <th scope="col">
              <span className="sr-only">{t('reviews.admin.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review, index) => {
            const textId = `${idPrefix}-review-${index}`;
            const busy = busyId === review._id;
            const author = (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{review.author.name}</span>
                {review.verifiedBuyer && <VerifiedBuyerBadge />}
              </span>
            );
            return (
              <tr
                key={review._id}
                className={`align-top hover:bg-base-200 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-3 max-sm:border-base-300 max-sm:border-b max-sm:p-4 max-sm:last:border-b-0 ${review.hidden ? 'bg-base-200/60' : ''}`}
              >
                <td className="hidden tabular text-muted sm:table-cell">
                  {formatCount(firstNumber + index, locale)}
                </td>
                <td className="min-w-0 max-sm:col-span-2 max-sm:border-b-0 max-sm:p-0 sm:min-w-64">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Rating rating={review.rating} />
                    <time className="text-sm text-muted" dateTime={review.reviewDate}>
                      {dateOf(review.reviewDate, locale)}
                    </time>
                  </div>
                  <p
                    id={textId}
                    className={`mt-2 max-w-prose break-words whitespace-pre-line ${review.hidden ? 'text-muted' : ''}`}
                  >
                    {review.reviewText}
                  </p>
                  <div className="mt-2 text-sm md:hidden">{author}</div>
                </td>
                <td className="hidden md:table-cell">{author}</td>
                <td className="max-sm:border-b-0 max-sm:p-0">
                  <span
                    className={`badge whitespace-nowrap ${review.hidden ? 'badge-warning' : 'badge-ghost'}`}
                  >
                    {review.hidden ? t('reviews.admin.hidden') : t('reviews.admin.shown')}
                  </span>
                </td>
                <td className="max-sm:border-b-0 max-sm:p-0">
                  <div className="flex justify-end gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-neutral min-w-16"
                      disabled={busy}
                      aria-describedby={textId}
                      onClick={() => onToggle(review)}
                    >
                      {review.hidden ? t('reviews.admin.show') : t('reviews.admin.hide')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-error btn-outline"
                      disabled={busy}
                      aria-describedby={textId}
                      onClick={() => onRemove(review._id)}
                    >
                      {t('reviews.admin.remove')}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

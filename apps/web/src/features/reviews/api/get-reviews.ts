import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callPage } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** How many of the newest reviews the home page shows. */
export const LATEST_REVIEWS_COUNT = 6;

export const reviewsQuery = ({
  page = 1,
  limit = LATEST_REVIEWS_COUNT,
}: {
  page?: number;
  limit?: number;
} = {}) =>
  queryOptions({
    queryKey: reviewKeys.page({ page, limit }),
    queryFn: ({ signal }) => callPage(routes.listReviews, { query: { page, limit } }, { signal }),
  });

export const useLatestReviews = () => useQuery(reviewsQuery());

/** The number of reviews in all: a page of one carries the total in its header. */
export const useReviewCount = () => useQuery({ ...reviewsQuery({ limit: 1 }), select: (page) => page.total });

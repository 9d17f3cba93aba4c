import { routes } from '@chaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** How many reviews one page of the admin's Reviews screen shows. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const adminReviewsQuery = (page: number) =>
  queryOptions({
    queryKey: reviewKeys.adminPage(page),
    queryFn: ({ signal }) =>
      callPage(routes.adminReviews, { query: { page, limit: ADMIN_REVIEWS_PAGE_SIZE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminReviews = (page: number) => useQuery(adminReviewsQuery(page));

/** After a change: the admin's list, and the shop's own lists of reviews (home page, counts). */
function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.admin() }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    ]);
}

export function useSetReviewHidden() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) =>
      call(routes.moderateReview, { params: { id }, body: { hidden } }),
    onSettled: refresh,
  });
}

export function useDeleteReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: (id: string) => call(routes.deleteReview, { params: { id } }),
    onSettled: refresh,
  });
}

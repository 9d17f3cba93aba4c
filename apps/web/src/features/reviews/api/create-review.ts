import { type CreateReviewBody, routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const createReview = (body: CreateReviewBody) => call(routes.createReview, { body });

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

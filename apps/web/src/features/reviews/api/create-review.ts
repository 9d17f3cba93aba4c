import { type CreateReviewBody, endpoints } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const createReview = (body: CreateReviewBody) => call(endpoints.createReview, { body });

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}

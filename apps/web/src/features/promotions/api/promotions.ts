import { type CreatePromotionBodySchema, routes } from '@chaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

const promotionKeys = { all: ['promotions'] as const };

/** GET /api/admin/promotions: every promotion with its uses and the discount it gave (issue 37). */
export const usePromotions = () =>
  useQuery({
    queryKey: promotionKeys.all,
    queryFn: ({ signal }) => call(routes.listPromotions, {}, { signal }),
  });

function usePromotionMutation<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export const useCreatePromotion = () =>
  usePromotionMutation((body: z.input<typeof CreatePromotionBodySchema>) =>
    call(routes.createPromotion, { body }),
  );

export const useEndPromotion = () =>
  usePromotionMutation((id: string) =>
    call(routes.updatePromotion, { params: { id }, body: { endNow: true } }),
  );

import { type CheckoutBodySchema, routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';
import { useRefreshAfterOrderChange } from '@/lib/order-keys';

export const checkout = (body: z.input<typeof CheckoutBodySchema>) => call(routes.checkout, { body });

/**
 * POST /api/checkout: the whole cart as one order. Afterwards (placed or refused) the orders and the
 * parts' stock are read afresh, so a refused line shows the stock that refused it.
 */
export function useCheckout() {
  return useMutation({ mutationFn: checkout, onSettled: useRefreshAfterOrderChange() });
}

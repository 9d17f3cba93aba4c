import { routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRefreshAfterOrderChange } from '@/lib/order-keys';

export const cancelOrder = (id: string) => call(routes.cancelOrder, { params: { id } });

/** Cancels an unpaid order; the server puts its quantity back in stock, so products are read again. */
export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder, onSettled: useRefreshAfterOrderChange() });
}

import { routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';
import { orderKeys } from '@/lib/order-keys';

export const cancelOrder = (id: string) => call(routes.cancelOrder, { params: { id } });

/** Cancels an unpaid order; the server puts its quantity back in stock, so products are read again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}

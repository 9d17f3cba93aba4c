import { type CreateOrderBody, routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';
import { orderKeys } from '@/lib/order-keys';

export const createOrder = (body: CreateOrderBody) => call(routes.placeOrder, { body });

/** Places an order; the customer's orders and the product's stock are read afresh afterwards. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}

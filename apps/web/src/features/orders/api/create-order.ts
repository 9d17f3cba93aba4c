import { apiPaths, type CreateOrderBody, type Order } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';
import { orderKeys } from '@/lib/order-keys';

export const createOrder = (body: CreateOrderBody) => api.post<Order>(apiPaths.orders, body);

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

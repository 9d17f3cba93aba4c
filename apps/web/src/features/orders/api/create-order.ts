import { type CreateOrderBody, routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useRefreshAfterOrderChange } from '@/lib/order-keys';

export const createOrder = (body: CreateOrderBody) => call(routes.placeOrder, { body });

/** Places an order; the customer's orders and the product's stock are read afresh afterwards (placed or refused). */
export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder, onSettled: useRefreshAfterOrderChange() });
}

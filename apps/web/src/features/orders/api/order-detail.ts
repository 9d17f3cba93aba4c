import { type ChangeOrderStatusBody, type DeliveryInput, routes } from '@chaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const orderDetailQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => call(routes.getOrder, { params: { id } }, { signal }),
  });

/** One order with its parts and timeline (its owner or an admin). */
export const useOrderDetail = (id: string) => useQuery(orderDetailQuery(id));

/** The owner adds or corrects where the order goes, until it ships; every order list is read again. */
export function useUpdateDelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryInput) => call(routes.updateOrderDelivery, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** An admin moves an order to its next status (shipping with courier and tracking number). */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeOrderStatusBody & { id: string }) =>
      call(routes.changeOrderStatus, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

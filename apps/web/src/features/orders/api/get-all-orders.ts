import { apiPaths, type Order } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const allOrdersQuery = queryOptions({
  queryKey: orderKeys.list(),
  queryFn: ({ signal }) => api.get<Order[]>(apiPaths.orders, signal),
});

/** Every order of the shop, newest first (admins). */
export const useAllOrders = () => useQuery(allOrdersQuery);

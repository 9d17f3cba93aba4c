import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const allOrdersQuery = queryOptions({
  queryKey: orderKeys.list(),
  queryFn: ({ signal }) => call(routes.listOrders, {}, { signal }),
});

/** Every order of the shop, newest first (admins). */
export const useAllOrders = () => useQuery(allOrdersQuery);

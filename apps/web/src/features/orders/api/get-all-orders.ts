import { type OrderListQuery, routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const allOrdersQuery = (status?: OrderListQuery['status']) =>
  queryOptions({
    queryKey: [...orderKeys.list(), status ?? 'live'],
    queryFn: ({ signal }) => call(routes.listOrders, { query: { status } }, { signal }),
  });

/** Every order of the shop, newest first (admins); without a status, the ones not cancelled. */
export const useAllOrders = (status?: OrderListQuery['status']) => useQuery(allOrdersQuery(status));

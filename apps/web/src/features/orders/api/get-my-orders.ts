import { type OrderListQuery, routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const myOrdersQuery = (email: string, status?: OrderListQuery['status']) =>
  queryOptions({
    queryKey: [...orderKeys.of(email), status ?? 'live'],
    queryFn: ({ signal }) =>
      call(routes.customerOrders, { params: { email }, query: { status } }, { signal }),
  });

/** The signed-in customer's orders, newest first; waits until the session names the customer. */
export const useMyOrders = (email: string | undefined, status?: OrderListQuery['status']) =>
  useQuery({ ...myOrdersQuery(email ?? '', status), enabled: Boolean(email) });

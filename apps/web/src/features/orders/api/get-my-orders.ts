import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const myOrdersQuery = (email: string) =>
  queryOptions({
    queryKey: orderKeys.of(email),
    queryFn: ({ signal }) => call(routes.customerOrders, { params: { email } }, { signal }),
  });

/** The signed-in customer's orders, newest first; waits until the session names the customer. */
export const useMyOrders = (email: string | undefined) =>
  useQuery({ ...myOrdersQuery(email ?? ''), enabled: Boolean(email) });

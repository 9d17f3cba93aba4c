import { apiPaths, type Order } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<Order>(apiPaths.order(id), signal),
  });

export const useOrder = (id: string) => useQuery(orderQuery(id));

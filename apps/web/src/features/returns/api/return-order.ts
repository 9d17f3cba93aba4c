import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

/** The return's order with its timeline, for the admin's return page (the order page's cache entry). */
export const useReturnOrder = (orderId: string) =>
  useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => call(routes.getOrder, { params: { id: orderId } }, { signal }),
  });

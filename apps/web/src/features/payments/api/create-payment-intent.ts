import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * The client secret of the order's payment. The server hands out the same intent for the same
 * order, so asking again (a reload, a second tab) never makes a second charge.
 */
export const usePaymentIntent = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payment-intent', orderId],
    queryFn: () => call(routes.createPaymentIntent, { body: { orderId } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Cache keys of payments: an order's intent is kept apart from the order, which changes often. */
const paymentKeys = {
  intent: (orderId: string) => ['payment-intent', orderId] as const,
};

/**
 * The client secret of the order's payment. The server hands out the same intent for the same
 * order, so asking again (a reload, a second tab) never makes a second charge.
 */
export const usePaymentIntent = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: paymentKeys.intent(orderId),
    queryFn: () => call(routes.createPaymentIntent, { body: { orderId } }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The customer's part requests (GET /api/part-requests), for the prices of quoted cart lines. */
const quotesQuery = {
  queryKey: ['part-requests', 'mine'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(routes.myPartRequests, {}, { signal }),
};

/**
 * The quote of a cart line (issue 36), as the shop answered its request: its price each, its
 * number and how many it is for, while it can still be ordered; null otherwise (the checkout then
 * refuses the line).
 */
export function useQuotes(enabled: boolean) {
  const requests = useQuery({ ...quotesQuery, enabled });
  return (partRequestId: string) => {
    const request = requests.data?.items.find((item) => item.id === partRequestId);
    return request?.status === 'quoted' && request.quote
      ? { price: request.quote.price, number: request.number, quantity: request.quote.quantity }
      : null;
  };
}

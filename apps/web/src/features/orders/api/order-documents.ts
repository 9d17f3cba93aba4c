import { routes } from '@chaka/contract';
import { useQueries } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

const documentKeys = {
  /** Under the order's own key: a change of the order refreshes its papers too. */
  of: (id: string) => [...orderKeys.detail(id), 'documents'] as const,
};

/** The invoice and packing slip data of each order (GET /api/order/{id}/documents), in this order. */
export function useOrderDocuments(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: documentKeys.of(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(routes.orderDocuments, { params: { id } }, { signal }),
    })),
  });
}

import { type OrderDocumentsQuery, routes } from '@chaka/contract';
import { useQueries } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

type OrderDocument = NonNullable<OrderDocumentsQuery['document']>;

const documentKeys = {
  /** Under the order's own key: a change of the order refreshes its papers too. */
  of: (id: string, document: OrderDocument) => [...orderKeys.detail(id), 'documents', document] as const,
};

/**
 * The data of each order's invoice or packing slip (GET /api/order/{id}/documents?document=…), in
 * this order. A packer is answered a packing slip's and refused an invoice's (issue 38).
 */
export function useOrderDocuments(ids: readonly string[], document: OrderDocument) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: documentKeys.of(id, document),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(routes.orderDocuments, { params: { id }, query: { document } }, { signal }),
    })),
  });
}

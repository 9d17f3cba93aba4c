import {
  type CreateReturnInput,
  type MoveReturnBody,
  type RefundReturnBody,
  type ReturnListQuery,
  routes,
} from '@chaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

/** Cache keys of returns: a change to one refreshes every list and return at once. */
const returnKeys = {
  all: ['returns'] as const,
  list: (query: ReturnListQuery) => [...returnKeys.all, 'list', query] as const,
  detail: (id: string) => [...returnKeys.all, 'detail', id] as const,
};

/** Returns, newest first: all of them for an admin, a customer's own otherwise. */
export const useReturns = (query: ReturnListQuery = {}, enabled = true) =>
  useQuery({
    queryKey: returnKeys.list(query),
    queryFn: ({ signal }) => call(routes.listReturns, { query }, { signal }),
    enabled,
  });

const returnQuery = (id: string) =>
  queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => call(routes.getReturn, { params: { id } }, { signal }),
  });

/** One return with its lines, amounts and timeline. */
export const useReturn = (id: string) => useQuery(returnQuery(id));

/** The return policy (public): the window, the categories with their own. */
export const returnPolicyQuery = queryOptions({
  queryKey: [...returnKeys.all, 'policy'],
  queryFn: ({ signal }) => call(routes.returnPolicy, {}, { signal }),
  staleTime: 60 * 60 * 1000,
});

export const useReturnPolicy = () => useQuery(returnPolicyQuery);

/** A change to a return changes its order (refunded) and the stock too: all are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnKeys.all }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
}

/** The customer sends parts of a delivered order back. */
export function useOpenReturn(orderId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateReturnInput) =>
      call(routes.openReturn, { params: { id: orderId }, body: body as never }),
    onSettled: refresh,
  });
}

/** An admin approves, rejects or receives a return. */
export function useMoveReturn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: MoveReturnBody & { id: string }) =>
      call(routes.moveReturn, { params: { id }, body }),
    onSettled: refresh,
  });
}

/** An admin refunds a received return, by hand or through the payment provider. */
export function useRefundReturn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: RefundReturnBody & { id: string }) =>
      call(routes.refundReturn, { params: { id }, body }),
    onSettled: refresh,
  });
}

/** The customer says a manual refund reached them. */
export function useConfirmRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(routes.confirmRefund, { params: { id } }),
    onSettled: refresh,
  });
}

/** An admin books an approved return's pickup with the order's courier again, or asks where it stands. */
export function useReturnPickup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(routes.bookReturnPickup, { params: { id } }),
    onSettled: refresh,
  });
}

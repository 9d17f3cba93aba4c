import { routes } from '@chaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const noteKeys = (orderId: string) => ['order-notes', orderId] as const;

export const useOrderNotes = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: noteKeys(orderId),
    queryFn: ({ signal }) => call(routes.orderNotes, { params: { id: orderId } }, { signal }),
    enabled,
  });

export function useAddOrderNote(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(routes.addOrderNote, { params: { id: orderId }, body: { text } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys(orderId) }),
  });
}

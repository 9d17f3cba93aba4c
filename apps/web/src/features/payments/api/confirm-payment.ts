import { type ConfirmPaymentBody, routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

/** PATCH /api/order/{id}: the server checks the payment with the provider before the order is paid. */
export function useConfirmPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) => call(routes.confirmPayment, { params: { id: orderId }, body }),
    // Marked stale, read again where shown next: refetching now would swap the payment screen for
    // "already paid" behind the success dialog.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' }),
  });
}

import { routes, type VerifyPhoneBody } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';

/** Sends a 6-digit code by SMS to a phone the customer wants to verify (issue 34). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => call(routes.sendPhoneCode, { body: { phone } }),
  });
}

/**
 * Verifies the phone with the code: the customer's cash orders to it stop waiting, so every order
 * is read again.
 */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPhoneBody) => call(routes.verifyPhone, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

import { routes, type VerifyPhoneBody } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { orderKeys } from '@/lib/order-keys';
import { profileKeys } from '@/lib/profile-keys';

/** POST /api/phone/code: a 6-digit code by SMS to a phone the customer wants to verify (issue 34). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => call(routes.sendPhoneCode, { body: { phone } }),
  });
}

/**
 * POST /api/phone/verify: the phone verified with its code. The profile shows it, and the
 * customer's cash orders to it stop waiting, so both are read again.
 */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPhoneBody) => call(routes.verifyPhone, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}

import { routes, type VerifyPhoneBody } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** POST /api/phone/code: a 6-digit code by SMS to the phone the customer wants to verify (issue 34). */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) => call(routes.sendPhoneCode, { body: { phone } }),
  });
}

/** POST /api/phone/verify: the phone verified with its code; the profile then shows it. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyPhoneBody) => call(routes.verifyPhone, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

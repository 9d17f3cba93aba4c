import { routes, type UpdateProfileBody } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { profileKeys } from '@/lib/profile-keys';

export const updateProfile = ({ email, body }: { email: string; body: UpdateProfileBody }) =>
  call(routes.updateProfile, { query: { email }, body });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, { email }) => queryClient.invalidateQueries({ queryKey: profileKeys.of(email) }),
  });
}

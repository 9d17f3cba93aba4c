import { apiPaths, type UpdateProfileBody } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const updateProfile = ({ email, body }: { email: string; body: UpdateProfileBody }) =>
  api.patch<{ acknowledged: boolean }>(apiPaths.me(email), body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (_answer, { email }) => queryClient.invalidateQueries({ queryKey: ['profile', email] }),
  });
}

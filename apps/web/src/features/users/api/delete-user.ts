import { routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './user-keys';

export const deleteUser = (email: string) => call(routes.deleteUser, { params: { email } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

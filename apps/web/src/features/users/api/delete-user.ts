import { apiPaths } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteUser = (email: string) =>
  api.delete<{ deletedCount: number; message: string }>(apiPaths.deleteUser(email));

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

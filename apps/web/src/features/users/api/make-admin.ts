import { apiPaths } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const makeAdmin = (email: string) => api.put<{ matchedCount: number }>(apiPaths.makeAdmin(email));

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

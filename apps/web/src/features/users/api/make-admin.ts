import { routes } from '@chaka/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './user-keys';

export const makeAdmin = (email: string) => call(routes.makeAdmin, { params: { email } });

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

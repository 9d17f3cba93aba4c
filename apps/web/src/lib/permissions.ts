import { routes } from '@chaka/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The signed-in person's staff role and permissions (none for a customer). */
export const usePermissions = () =>
  useQuery({
    queryKey: ['me', 'permissions'],
    queryFn: ({ signal }) => call(routes.myPermissions, {}, { signal }),
    staleTime: 60_000,
  });

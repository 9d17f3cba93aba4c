import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => call(routes.listUsers, {}, { signal }),
});

export const useUsers = () => useQuery(usersQuery);

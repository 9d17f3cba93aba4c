import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './user-keys';

export const usersQuery = queryOptions({
  queryKey: userKeys.all,
  queryFn: ({ signal }) => call(routes.listUsers, {}, { signal }),
});

export const useUsers = () => useQuery(usersQuery);

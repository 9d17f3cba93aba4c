import { apiPaths, type UserListItem } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const usersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: ({ signal }) => api.get<UserListItem[]>(apiPaths.users, signal),
});

export const useUsers = () => useQuery(usersQuery);

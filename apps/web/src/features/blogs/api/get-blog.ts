import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: ['blogs', id],
    queryFn: ({ signal }) => call(routes.getBlog, { params: { id } }, { signal }),
  });

export const useBlog = (id: string) => useQuery(blogQuery(id));

import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { blogKeys } from './blog-keys';

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => call(routes.getBlog, { params: { id } }, { signal }),
  });

export const useBlog = (id: string) => useQuery(blogQuery(id));

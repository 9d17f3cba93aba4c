import { apiPaths, type Blog } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const blogQuery = (id: string) =>
  queryOptions({
    queryKey: ['blogs', id],
    queryFn: ({ signal }) => api.get<Blog>(apiPaths.blog(id), signal),
  });

export const useBlog = (id: string) => useQuery(blogQuery(id));

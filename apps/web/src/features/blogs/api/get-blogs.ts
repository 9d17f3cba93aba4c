import { apiPaths, type Blog } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const blogsQuery = queryOptions({
  queryKey: ['blogs'],
  queryFn: ({ signal }) => api.get<Blog[]>(apiPaths.blogs, signal),
});

export const useBlogs = () => useQuery(blogsQuery);

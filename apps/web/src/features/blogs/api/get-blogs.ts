import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const blogsQuery = queryOptions({
  queryKey: ['blogs'],
  queryFn: ({ signal }) => call(routes.listBlogs, {}, { signal }),
});

export const useBlogs = () => useQuery(blogsQuery);

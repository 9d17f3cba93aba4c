import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { blogKeys } from './blog-keys';

export const blogsQuery = queryOptions({
  queryKey: blogKeys.all,
  queryFn: ({ signal }) => call(routes.listBlogs, {}, { signal }),
});

export const useBlogs = () => useQuery(blogsQuery);

import { routes } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => call(routes.getProduct, { params: { id } }, { signal }),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));

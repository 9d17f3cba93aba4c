import { apiPaths, type Product } from '@chaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<Product>(apiPaths.product(id), signal),
  });

export const useProduct = (id: string) => useQuery(productQuery(id));

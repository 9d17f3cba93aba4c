import { apiPaths, type Product } from '@chaka/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Cache keys of the catalogue. Several features show products (shop, home) or change them (admin
 * screens, orders change stock): invalidating `productKeys.all` refreshes every one of them.
 */
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** The whole catalogue, oldest first (GET /api/services). */
export const productsQuery = queryOptions({
  queryKey: productKeys.list(),
  queryFn: ({ signal }) => api.get<Product[]>(apiPaths.products, signal),
});

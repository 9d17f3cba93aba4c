import { type Category, routes } from '@chaka/contract';
import { queryOptions } from '@tanstack/react-query';
import { callPage } from './api-client';

/**
 * Cache keys of the catalogue. Several features show products (shop, home) or change them (admin
 * screens, orders change stock): invalidating `productKeys.all` refreshes every one of them.
 */
export const productKeys = {
  all: ['products'] as const,
  page: (params: ProductPageParams) => [...productKeys.all, 'page', params] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** One page of the catalogue, oldest first, optionally searched (q) and of one category. */
export interface ProductPageParams {
  page: number;
  limit: number;
  q?: string;
  category?: Category;
}

/** A page of products and how many match in all (GET /api/services?page=&limit=&q=&category=). */
export const productPageQuery = (params: ProductPageParams) =>
  queryOptions({
    queryKey: productKeys.page(params),
    queryFn: ({ signal }) => {
      const { page, limit, q, category } = params;
      return callPage(
        routes.listProducts,
        { query: { page, limit, q: q || undefined, category } },
        { signal },
      );
    },
  });

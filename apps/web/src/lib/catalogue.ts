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
  /** The parts held by open orders (admins): stale with the products when an order changes. */
  held: () => [...productKeys.all, 'held'] as const,
};

/** One page of the catalogue, oldest first, optionally searched (q), of one category, for one car. */
export interface ProductPageParams {
  page: number;
  limit: number;
  q?: string;
  category?: Category;
  /** The id of a vehicle: only the parts that fit it, and the universal ones. */
  vehicle?: string;
  /** Only the parts at or under their low-stock threshold (Manage Products). */
  lowStock?: boolean;
  /** Only these brands' parts (their ids, issue 36). */
  brand?: readonly string[];
}

/** A page of products and how many match in all (GET /api/services?page=&limit=&q=&category=&vehicle=&brand=). */
export const productPageQuery = (params: ProductPageParams) =>
  queryOptions({
    queryKey: productKeys.page(params),
    queryFn: ({ signal }) => {
      const { page, limit, q, category, vehicle, lowStock, brand } = params;
      return callPage(
        routes.listProducts,
        {
          query: {
            page,
            limit,
            q: q || undefined,
            category,
            vehicle,
            lowStock: lowStock ? 'true' : undefined,
            brand: brand?.length ? brand.join(',') : undefined,
          },
        },
        { signal },
      );
    },
  });

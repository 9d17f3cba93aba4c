import { type Category, routes } from '@chaka/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client';
import { productKeys } from './catalogue';

/** What GET /api/brands counts each brand's parts among: the shop's other filters. */
export interface BrandFilter {
  q?: string;
  category?: Category;
  vehicle?: string;
}

/**
 * Cache keys of the brand list (issue 36). They sit under the catalogue's keys, so a change to any
 * product (its brand, a new part, a deleted one) refreshes the brands' counts with the products.
 */
export const brandKeys = {
  all: [...productKeys.all, 'brands'] as const,
  list: (filter: BrandFilter) => [...brandKeys.all, filter] as const,
};

/**
 * The shop's brands with how many parts of each match `filter` (GET /api/brands?q=&category=&vehicle=):
 * the shop's brand chips, the product form's brand choice and the admin's Brands screen.
 */
export const brandsQuery = (filter: BrandFilter = {}) =>
  queryOptions({
    queryKey: brandKeys.list({
      q: filter.q || undefined,
      category: filter.category,
      vehicle: filter.vehicle,
    }),
    queryFn: ({ signal }) =>
      call(
        routes.listBrands,
        { query: { q: filter.q || undefined, category: filter.category, vehicle: filter.vehicle } },
        { signal },
      ),
  });

import { PRODUCT_PAGE_SIZE } from '@chaka/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ProductPageParams, productPageQuery } from '@/lib/catalogue';

/** One page of the catalogue; the page shown stays up while the next one loads. */
export const useProductPage = (params: Omit<ProductPageParams, 'limit'>) =>
  useQuery({
    ...productPageQuery({ ...params, limit: PRODUCT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** How many products the whole catalogue holds (the total of a one-product page). */
export const useCatalogueSize = () =>
  useQuery({ ...productPageQuery({ page: 1, limit: 1 }), select: (page) => page.total });

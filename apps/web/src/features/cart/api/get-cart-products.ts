import { type Product, routes } from '@chaka/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { productKeys } from '@/lib/catalogue';
import { hasStatus } from '@/lib/error-message';

/** A cart line's part as the shop has it now: found, gone (deleted), or not readable yet. */
export type CartProduct =
  | { state: 'loading' }
  | {
      state: 'found';
      product: Pick<Product, '_id' | 'productName' | 'image' | 'price' | 'availableQty' | 'orderQty'>;
    }
  | { state: 'gone' }
  | { state: 'error' };

const LOADING: CartProduct = { state: 'loading' };

/**
 * The cart's parts read afresh from the shop, so prices and stock are the server's: one product at a
 * time for a signed-in customer (GET /api/service/{id}, shared with the product screen's cache), the
 * whole list for a visitor, who may not read one product (GET /api/services).
 */
export function useCartProducts(productIds: string[], signedIn: boolean): (id: string) => CartProduct {
  const unique = [...new Set(productIds)];
  const one = useQueries({
    queries: unique.map((id) => ({
      queryKey: productKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(routes.getProduct, { params: { id } }, { signal }),
      enabled: signedIn,
      retry: (count: number, error: Error) => !hasStatus(error, 404) && count < 2,
    })),
  });
  const list = useQuery({
    queryKey: [...productKeys.all, 'list'],
    queryFn: ({ signal }) => call(routes.listProducts, { query: {} }, { signal }),
    enabled: !signedIn && unique.length > 0,
  });

  return (id) => {
    if (signedIn) {
      const query = one[unique.indexOf(id)];
      if (!query || query.isPending) return LOADING;
      if (query.isError) return hasStatus(query.error, 404) ? { state: 'gone' } : { state: 'error' };
      return { state: 'found', product: query.data };
    }
    if (list.isPending) return LOADING;
    if (list.isError) return { state: 'error' };
    const product = list.data.find((item) => item._id === id);
    return product ? { state: 'found', product } : { state: 'gone' };
  };
}

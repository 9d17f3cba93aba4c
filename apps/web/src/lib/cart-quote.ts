import { type CartQuote, type CartQuoteBodySchema, routes } from '@chaka/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from './api-client';

export type CartQuoteBody = z.input<typeof CartQuoteBodySchema>;

/**
 * POST /api/cart/quote (issue 37): what these lines cost with a promotion code, as the server prices
 * them; asked again whenever the lines, the district or the code change. Null body: nothing asked.
 */
export function useCartQuote(body: CartQuoteBody | null) {
  return useQuery<CartQuote>({
    queryKey: ['cart-quote', body],
    queryFn: ({ signal }) => call(routes.cartQuote, { body: body! }, { signal }),
    enabled: body !== null && body.items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}

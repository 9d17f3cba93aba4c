import { type CartQuoteBodySchema, routes } from '@chaka/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

/** POST /api/cart/quote: the cart priced by the server with a promotion code (issue 37). */
export function useCartQuote() {
  return useMutation({
    mutationFn: (body: z.input<typeof CartQuoteBodySchema>) => call(routes.cartQuote, { body }),
  });
}

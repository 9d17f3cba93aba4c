import { routes } from '@chaka/contract';
import { call } from '@/lib/api-client';
import { readLines } from '../lib/cart-lines';
import { mergeLines } from '../lib/cart-rules';
import type { AccountCart } from '../lib/cart-store';

/** GET and PUT /api/cart: the cart kept with the signed-in customer's account. */
export const accountCart: AccountCart = {
  load: async () => readLines((await call(routes.myCart)).items),
  save: async (lines) => {
    await call(routes.saveCart, { body: { items: lines } });
  },
  merge: mergeLines,
};

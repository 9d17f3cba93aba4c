import { useSyncExternalStore } from 'react';
import { cartCount } from './cart-count';
import { countItems } from './cart-lines';
import { createCartStore } from './cart-store';

/** The shop's one cart; the code that talks to the account's kept cart loads with the first sign-in. */
export const cartStore = createCartStore({
  storage: typeof localStorage === 'undefined' ? undefined : localStorage,
  account: () => import('../api/account-cart').then((module) => module.accountCart),
  onCount: cartCount.set,
});
cartCount.set(countItems(cartStore.getState().lines));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => cartStore.reloadVisitorLines());
}

/** The cart's lines, whose cart it is and whether it is loaded; screens follow every change. */
export const useCart = () => useSyncExternalStore(cartStore.subscribe, cartStore.getState, emptyCart);

/** The cart as a server-rendered page shows it (the server does not know the browser's). */
const EMPTY_CART: ReturnType<typeof cartStore.getState> = { lines: [], ready: true, owner: 'visitor' };
const emptyCart = () => EMPTY_CART;

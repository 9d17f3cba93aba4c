import { useEffect } from 'react';
import { useSession } from '@/lib/auth';
import type { CartStore } from './cart-store';

let loading: Promise<CartStore> | undefined;
/** The shop's one cart, its code loaded the first time it is needed. */
const loadCart = () => {
  loading ??= import('./cart').then((module) => module.cartStore);
  return loading;
};

/**
 * Tells the cart who is signed in (the one place that does): a customer's kept cart is loaded and a
 * visitor's lines join it, an admin has none, a visitor's lives in the browser. The cart's code loads
 * with a customer's sign-in wherever she lands, or with a screen that `needsCart`; until then the top
 * bar counts a visitor's stored cart on its own (cart-count.ts), so a first load stays small.
 */
export function useCartOwner({ needsCart }: { needsCart: boolean }) {
  const { user, isPending } = useSession();
  const email = user?.email;
  const role = user?.role;
  useEffect(() => {
    if (isPending || (!email && !needsCart && !loading)) return;
    void loadCart().then((cart) => cart.setOwner(email && role ? { email, role } : null));
  }, [isPending, email, role, needsCart]);
  return { signedIn: Boolean(user), role };
}

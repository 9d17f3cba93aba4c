import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useCart, useCartOwner } from '../lib/cart';
import { countItems } from '../lib/cart-lines';

/**
 * The top bar's cart: a link with the number of parts in it. It also tells the cart who is signed
 * in, so a customer's kept cart is loaded (and a visitor's merged into it) wherever she lands.
 * Admins have no cart.
 */
export function CartLink({ className = '' }: { className?: string }) {
  useCartOwner();
  const cart = useCart();
  if (cart.owner === 'admin') return null;
  const count = countItems(cart.lines);
  return (
    <NavLink
      to={paths.cart.getHref()}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className={`btn btn-ghost btn-sm relative gap-1 text-neutral-content hover:bg-white/10 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2"
        />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="17" cy="19.5" r="1.5" />
      </svg>
      {count > 0 && (
        <span
          className="badge badge-primary badge-sm tabular absolute -top-1 -right-1 px-1.5"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </NavLink>
  );
}

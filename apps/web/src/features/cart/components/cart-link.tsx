import { formatCount, isCustomer } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { useSyncExternalStore } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { cartCount } from '../lib/cart-count';
import { useCartOwner } from '../lib/cart-owner';

const noCount = () => 0;

/**
 * The top bar's cart: a link with the number of parts in it. A customer's sign-in loads the cart,
 * which reads her kept cart (and merges a visitor's into it) wherever she lands; a visitor's count
 * comes from the browser until a screen loads the cart. Admins have no cart.
 */
export function CartLink({ className = '' }: { className?: string }) {
  const { role } = useCartOwner({ needsCart: false });
  // The server does not know the browser's cart: a server-rendered page shows it after hydration.
  const count = useSyncExternalStore(cartCount.subscribe, cartCount.get, noCount);
  // The top bar is in every first load: its words are the site area's, its digits plain Intl.
  const t = useT(site);
  const locale = useLocale();
  if (role && !isCustomer(role)) return null;
  const digits = formatCount(Math.min(count, 99), locale);
  return (
    <NavLink
      to={paths.cart.getHref()}
      aria-label={t('site.cart', { count })}
      // On the cart page the link is the current page (aria-current), which daisyUI draws as a
      // pressed, light button: on the dark bar it stays dark, in the accent colour like the other links.
      className={({ isActive }) =>
        `btn btn-ghost btn-sm relative border-transparent shadow-none hover:bg-white/10 ${isActive ? 'bg-white/10 text-accent' : 'text-neutral-content'} ${className}`
      }
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
          {count > 99 ? `${digits}+` : digits}
        </span>
      )}
    </NavLink>
  );
}

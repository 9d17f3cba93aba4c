import { cartMessages, messages } from '@chaka/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { usePricedCart } from '../api/use-priced-cart';

/**
 * What the cart and the checkout show before their own content: the cart loading, an admin's note
 * (admins cannot order), or the empty cart with the way to the shop.
 */
export function CartGate({
  cart,
  children,
}: {
  cart: Pick<ReturnType<typeof usePricedCart>, 'loading' | 'owner' | 'lines'>;
  children: ReactNode;
}) {
  if (cart.loading) return <Spinner label="Loading your cart" />;
  if (cart.owner === 'admin')
    return (
      <p role="note" className="alert alert-warning">
        {messages.orders.adminNotAllowed}
      </p>
    );
  if (cart.lines.length === 0)
    return (
      <EmptyState title={cartMessages.empty}>
        Find your parts in the{' '}
        <Link to={paths.shop.getHref()} className="link link-primary">
          shop
        </Link>{' '}
        and add them here.
      </EmptyState>
    );
  return children;
}

import { messages } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { SLOT, withSlot } from '@/lib/i18n/with-slot';
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
  const t = useT(cartCatalog);
  if (cart.loading) return <Spinner label={t('cart.loading')} />;
  if (cart.owner === 'admin')
    return (
      <p role="note" className="alert alert-warning">
        {translated(messages.orders.adminNotAllowed)}
      </p>
    );
  if (cart.lines.length === 0)
    return (
      <EmptyState title={t('cart.error.empty')}>
        {withSlot(
          t('cart.emptyText', { shop: SLOT }),
          <Link to={paths.shop.getHref()} className="link link-primary">
            {t('cart.emptyShop')}
          </Link>,
        )}
      </EmptyState>
    );
  return children;
}

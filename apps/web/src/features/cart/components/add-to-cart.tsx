import { cartMessages, type Product, SIZES, type Size } from '@chaka/contract';
import cartCatalog from '@chaka/contract/catalogs/en/cart.json';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { cartStore, useCart } from '../lib/cart';
import { lineKey } from '../lib/cart-lines';
import { addLine } from '../lib/cart-rules';

/**
 * Puts a part in the cart and says so in a toast with a link to the cart; a cart that already holds
 * its most lines refuses a new one, and says that instead.
 */
export function useAddToCart() {
  const navigate = useNavigate();
  const t = useT(cartCatalog);
  return useCallback(
    (product: Pick<Product, '_id' | 'productName'>, { quantity, size }: { quantity: number; size: Size }) => {
      const line = { productId: product._id, quantity, size };
      const { lines, ready } = cartStore.getState();
      if (ready && addLine(lines, line).outcome === 'full') {
        notify.error(cartMessages.tooManyLines);
        return;
      }
      cartStore.update((current) => addLine(current, line).lines);
      const inCart = lines.some((existing) => lineKey(existing) === lineKey(line));
      notify.success(
        <span>
          {inCart
            ? t('cart.add.more', { name: product.productName, quantity })
            : t('cart.add.added', { name: product.productName })}{' '}
          <a
            href={paths.cart.getHref()}
            className="link font-semibold"
            onClick={(event) => {
              event.preventDefault();
              navigate(paths.cart.getHref());
            }}
          >
            {t('cart.add.view')}
          </a>
        </span>,
      );
    },
    [navigate, t],
  );
}

/**
 * A shop card's Add to cart: the part's minimum order quantity in the first size; the cart page
 * changes both. Admins have no cart; a sold-out part cannot be added. On a page the server rendered
 * it shows disabled until the app runs it, so a tap before then is not silently lost.
 */
export function AddToCartButton({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const { owner } = useCart();
  const hydrated = useHydrated();
  const t = useT(cartCatalog);
  if (owner === 'admin') return null;
  const soldOut = product.availableQty <= 0 || product.availableQty < product.orderQty;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary btn-block"
      disabled={soldOut || !hydrated}
      aria-label={t(soldOut ? 'cart.add.outOfStockLabel' : 'cart.add.label', { name: product.productName })}
      onClick={() => addToCart(product, { quantity: product.orderQty, size: SIZES[0] })}
    >
      {t(soldOut ? 'cart.add.outOfStock' : 'cart.add.button')}
    </button>
  );
}

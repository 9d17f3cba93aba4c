import { cartMessages, type Product, SIZES, type Size } from '@chaka/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { cartStore, useCart } from '../lib/cart';
import { lineKey } from '../lib/cart-lines';
import { addLine } from '../lib/cart-rules';

/**
 * Puts a part in the cart and says so in a toast with a link to the cart; a cart that already holds
 * its most lines refuses a new one, and says that instead.
 */
export function useAddToCart() {
  const navigate = useNavigate();
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
            ? `${product.productName}: ${quantity} more in your cart. `
            : `${product.productName} is in your cart. `}
          <a
            href={paths.cart.getHref()}
            className="link font-semibold"
            onClick={(event) => {
              event.preventDefault();
              navigate(paths.cart.getHref());
            }}
          >
            View cart
          </a>
        </span>,
      );
    },
    [navigate],
  );
}

/**
 * A shop card's Add to cart: the part's minimum order quantity in the first size; the cart page
 * changes both. Admins have no cart; a sold-out part cannot be added.
 */
export function AddToCartButton({ product }: { product: Product }) {
  const addToCart = useAddToCart();
  const { owner } = useCart();
  if (owner === 'admin') return null;
  const soldOut = product.availableQty <= 0 || product.availableQty < product.orderQty;
  return (
    <button
      type="button"
      className="btn btn-outline btn-primary btn-block"
      disabled={soldOut}
      aria-label={soldOut ? `Out of Stock: ${product.productName}` : `Add to cart: ${product.productName}`}
      onClick={() => addToCart(product, { quantity: product.orderQty, size: SIZES[0] })}
    >
      {soldOut ? 'Out of Stock' : 'Add to cart'}
    </button>
  );
}

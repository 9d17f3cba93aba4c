import { useAddToCart } from '@/features/cart/components/add-to-cart';
import { OrderForm } from '@/features/orders/components/order-form';
import { ProductDetailPage } from '@/features/products/pages/product-detail-page';
import { ReviewCountLabel } from '@/features/reviews/components/review-count-label';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The product detail screen, composed here: the product, its order form with Add to cart beside
 * Place Order, and the reviews label.
 */
export function ProductDetailRoute() {
  const addToCart = useAddToCart();
  // The server renders this screen for the customer asking (decision 045): until the app runs the
  // form, its fields and buttons show disabled, so no tap or typing goes to a form nothing runs.
  const hydrated = useHydrated();
  return (
    <ProductDetailPage
      renderOrderForm={(product) => (
        <fieldset disabled={!hydrated} className="contents">
          <OrderForm product={product} onAddToCart={(line) => addToCart(product, line)} />
        </fieldset>
      )}
      reviewsLabel={<ReviewCountLabel />}
    />
  );
}

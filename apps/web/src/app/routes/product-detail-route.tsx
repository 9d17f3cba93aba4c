import { useAddToCart } from '@/features/cart/components/add-to-cart';
import { OrderForm } from '@/features/orders/components/order-form';
import { ProductDetailPage } from '@/features/products/pages/product-detail-page';
import { ReviewCountLabel } from '@/features/reviews/components/review-count-label';

/**
 * The product detail screen, composed here: the product, its order form with Add to cart beside
 * Place Order, and the reviews label.
 */
export function ProductDetailRoute() {
  const addToCart = useAddToCart();
  return (
    <ProductDetailPage
      renderOrderForm={(product) => (
        <OrderForm product={product} onAddToCart={(line) => addToCart(product, line)} />
      )}
      reviewsLabel={<ReviewCountLabel />}
    />
  );
}

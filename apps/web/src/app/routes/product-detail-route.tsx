import { OrderForm } from '@/features/orders/components/order-form';
import { ProductDetailPage } from '@/features/products/pages/product-detail-page';
import { ReviewCountLabel } from '@/features/reviews/components/review-count-label';

/** The product detail screen, composed here: the product, its order form and the reviews label. */
export function ProductDetailRoute() {
  return (
    <ProductDetailPage
      renderOrderForm={(product) => <OrderForm product={product} />}
      reviewsLabel={<ReviewCountLabel />}
    />
  );
}

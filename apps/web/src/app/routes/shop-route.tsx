import { AddToCartButton } from '@/features/cart/components/add-to-cart';
import { CarPicker } from '@/features/garage/components/car-picker';
import { ShopPage } from '@/features/products/pages/shop-page';

/** The shop, composed here: the catalogue, the car picker of the garage feature and Add to cart. */
export function ShopRoute() {
  return (
    <ShopPage
      carPicker={<CarPicker folded />}
      renderCardAction={(product) => <AddToCartButton product={product} />}
    />
  );
}

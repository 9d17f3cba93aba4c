import { CarPicker } from '@/features/garage/components/car-picker';
import { ShopPage } from '@/features/products/pages/shop-page';

/** The shop, composed here: the catalogue and the car picker of the garage feature. */
export function ShopRoute() {
  return <ShopPage carPicker={<CarPicker folded />} />;
}

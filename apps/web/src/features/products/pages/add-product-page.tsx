import { ComingSoon } from '@/components/ui/coming-soon';

export function AddProductPage() {
  return <ComingSoon title="Add Product" />;
}

import { ComingSoon } from '@/components/ui/coming-soon';

export function ProductDetailPage() {
  return <ComingSoon title="Product" />;
}

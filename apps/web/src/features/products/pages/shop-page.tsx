import { ComingSoon } from '@/components/ui/coming-soon';

export function ShopPage() {
  return <ComingSoon title="Shop" />;
}

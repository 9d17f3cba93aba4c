import { ComingSoon } from '@/components/ui/coming-soon';

export function MyOrdersPage() {
  return <ComingSoon title="My Orders" />;
}

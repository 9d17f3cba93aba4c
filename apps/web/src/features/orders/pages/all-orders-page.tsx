import { ComingSoon } from '@/components/ui/coming-soon';

export function AllOrdersPage() {
  return <ComingSoon title="All Orders" />;
}

import { ComingSoon } from '@/components/ui/coming-soon';

export function ManageProductsPage() {
  return <ComingSoon title="Manage Products" />;
}

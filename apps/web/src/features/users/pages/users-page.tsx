import { ComingSoon } from '@/components/ui/coming-soon';

export function UsersPage() {
  return <ComingSoon title="All Users" />;
}

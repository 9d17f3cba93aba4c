import { ComingSoon } from '@/components/ui/coming-soon';

export function DashboardHomePage() {
  return <ComingSoon title="Dashboard" />;
}

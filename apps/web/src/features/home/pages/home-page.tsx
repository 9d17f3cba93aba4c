import { ComingSoon } from '@/components/ui/coming-soon';

export function HomePage() {
  return <ComingSoon title="Home" />;
}

import { ComingSoon } from '@/components/ui/coming-soon';

export function RegisterPage() {
  return <ComingSoon title="Register" />;
}

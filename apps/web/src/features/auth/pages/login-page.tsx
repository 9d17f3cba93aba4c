import { ComingSoon } from '@/components/ui/coming-soon';

export function LoginPage() {
  return <ComingSoon title="Login" />;
}

import { ComingSoon } from '@/components/ui/coming-soon';

export function ResetPasswordPage() {
  return <ComingSoon title="Reset" />;
}

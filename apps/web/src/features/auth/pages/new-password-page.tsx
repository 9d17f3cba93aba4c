import { ComingSoon } from '@/components/ui/coming-soon';

export function NewPasswordPage() {
  return <ComingSoon title="New Password" />;
}

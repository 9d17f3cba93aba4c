import { ComingSoon } from '@/components/ui/coming-soon';

export function PaymentPage() {
  return <ComingSoon title="Payment" />;
}

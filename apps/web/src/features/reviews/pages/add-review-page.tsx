import { ComingSoon } from '@/components/ui/coming-soon';

export function AddReviewPage() {
  return <ComingSoon title="Add Review" />;
}

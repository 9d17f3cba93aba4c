import { ComingSoon } from '@/components/ui/coming-soon';

export function ProfilePage() {
  return <ComingSoon title="My Profile" />;
}

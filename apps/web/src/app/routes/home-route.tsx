import { HomePage } from '@/features/home/pages/home-page';

/** The home page, composed here because it shows pieces of several features. */
export function HomeRoute() {
  return <HomePage />;
}

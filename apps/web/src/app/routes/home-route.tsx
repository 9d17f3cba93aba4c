import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CarPicker } from '@/features/garage/components/car-picker';
import { HomePage } from '@/features/home/pages/home-page';
import { LatestReviews } from '@/features/reviews/components/latest-reviews';

/** The home page, composed here because it shows pieces of several features. */
export function HomeRoute() {
  const navigate = useNavigate();
  return (
    <HomePage
      carPicker={
        <CarPicker shopLink onChosen={(vehicle) => navigate(paths.shop.getHref(undefined, vehicle._id))} />
      }
      reviews={<LatestReviews />}
    />
  );
}

import { useReviewCount } from '../api/get-reviews';

export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'Review' : 'Reviews'}`;

/** "{n} Reviews" for the product detail screen: the number of customer reviews in the shop. */
export function ReviewCountLabel() {
  const count = useReviewCount();
  if (count.isSuccess) return <span>{reviewCountText(count.data)}</span>;
  if (count.isError) return null;
  return <span className="skeleton inline-block h-4 w-20 align-middle" aria-hidden="true" />;
}

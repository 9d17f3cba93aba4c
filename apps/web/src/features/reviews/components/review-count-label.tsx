import productCatalog from '@chaka/contract/catalogs/en/product.json';
import { useT } from '@/lib/i18n/use-t';
import { useReviewCount } from '../api/get-reviews';

/** "{n} Reviews" for the product detail screen: the number of customer reviews in the shop. */
export function ReviewCountLabel() {
  const count = useReviewCount();
  const t = useT(productCatalog);
  if (count.isSuccess) return <span>{t('product.detail.reviews', { count: count.data })}</span>;
  if (count.isError) return null;
  return <span className="skeleton inline-block h-4 w-20 align-middle" aria-hidden="true" />;
}

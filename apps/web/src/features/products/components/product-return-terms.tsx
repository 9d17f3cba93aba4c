import type { Product } from '@chaka/contract';
import { Link } from 'react-router';
import { useReturnsT } from '@/components/return-labels';
import { paths } from '@/config/paths';
import { useReturnPolicy } from '@/lib/returns';

/**
 * The product's return terms (issue 35): its category's window (or the shop's RETURN_WINDOW_DAYS),
 * or that it cannot be returned, its warranty, and a link to the whole policy.
 */
export function ProductReturnTerms({ product }: { product: Pick<Product, 'category' | 'warrantyMonths'> }) {
  const t = useReturnsT();
  const policy = useReturnPolicy();
  if (!policy.data) return null;
  const own = policy.data.categories.find(({ category }) => category === product.category);
  const days = own ? own.days : policy.data.windowDays;
  const months = product.warrantyMonths ?? 0;
  return (
    <ul aria-label={t('return-screens.product.policyLink')} className="space-y-1 text-sm">
      <li>
        {days === null
          ? t('return-screens.product.notReturnable')
          : t('return-screens.product.window', { days })}
      </li>
      <li>
        {months > 0
          ? t('return-screens.product.warranty', { months })
          : t('return-screens.product.noWarranty')}
      </li>
      <li>
        <Link to={paths.returns.getHref()} className="link">
          {t('return-screens.product.policyLink')}
        </Link>
      </li>
    </ul>
  );
}

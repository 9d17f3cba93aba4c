import site from '@chaka/contract/catalogs/en/site.json';
import { Link } from 'react-router';
import { useReturnsT } from '@/components/return-labels';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { useReturnPolicy } from '@/lib/returns';

/**
 * The return policy in brief (issue 35: "shown at checkout and on the invoice"): the window after
 * delivery, each category with its own window or none, and where the whole policy is: a link on
 * the screen, its address on paper.
 */
export function ReturnPolicyNote({
  printed = false,
  className = '',
}: {
  printed?: boolean;
  className?: string;
}) {
  const t = useReturnsT();
  const siteT = useT(site);
  const policy = useReturnPolicy();
  if (!policy.data) return null;
  const title = t('return-screens.policy.title');
  return (
    <section aria-label={title} className={`space-y-1 text-sm ${className}`}>
      <p>{t('returns.policy.window', { days: policy.data.windowDays })}</p>
      {policy.data.categories.map(({ category, days }) => {
        const name = siteT(`site.category.${category}` as keyof typeof site);
        return (
          <p key={category}>
            {days === null
              ? t('returns.policy.notReturnable', { category: name })
              : t('returns.policy.categoryDays', { category: name, days })}
          </p>
        );
      })}
      {printed ? (
        <p>
          {t('return-screens.policy.address', { url: `${window.location.origin}${paths.returns.getHref()}` })}
        </p>
      ) : (
        <p>
          <Link to={paths.returns.getHref()} className="link">
            {t('return-screens.product.policyLink')}
          </Link>
        </p>
      )}
    </section>
  );
}

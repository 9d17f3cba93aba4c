import { HOME_PRODUCT_COUNT } from '@chaka/contract';
import home from '@chaka/contract/catalogs/en/home-sections.json';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProductCard } from '@/components/product-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { productPageQuery } from '@/lib/catalogue';
import { useT } from '@/lib/i18n/use-t';
import { useMinimumDelay } from '@/lib/use-minimum-delay';
import { SectionHeading } from './section-heading';

/** "Parts We Provide": the first three products of the catalogue (SPEC §1, §9). */
export function PartsWeProvide() {
  const waiting = useMinimumDelay('homeParts');
  const t = useT(home);
  // One small page, not the whole catalogue (which may hold 100,000 parts).
  const products = useQuery({
    ...productPageQuery({ page: 1, limit: HOME_PRODUCT_COUNT }),
    select: (page) => page.items,
  });
  return (
    <section aria-labelledby="parts-title" className="bg-base-200">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <SectionHeading id="parts-title" title={t('home.parts.title')}>
          {t('home.parts.intro')}
        </SectionHeading>
        <div className="mt-10">
          {waiting || products.isPending ? (
            <Spinner label={t('home.parts.loading')} className="min-h-64" />
          ) : products.isError ? (
            <EmptyState title={t('home.parts.failed')}>
              <Link to={paths.shop.getHref()} className="link link-primary">
                {t('home.parts.openShop')}
              </Link>{' '}
              {t('home.parts.toSeeAll')}
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {products.data.map((product) => (
                <li key={product._id}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-10 text-center">
          <Link to={paths.shop.getHref()} className="btn btn-outline">
            {t('home.parts.seeAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { formatCount } from '@chaka/contract';
import shop from '@chaka/contract/catalogs/en/shop.json';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { brandsQuery } from '@/lib/brands';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { type CatalogueParams, catalogueHref, toggledBrands } from './catalogue-params';

/**
 * The shop's brand filter (issue 36): a chip for each brand with how many parts of it match the
 * search, category and car of the address (GET /api/brands). A chip is a link that adds its brand
 * to the address's `brand`s or takes it away (several may be chosen), so it works before the app
 * has started, as the category chips do. Brands with no matching part are left out unless chosen.
 */
export function BrandChips({ params }: { params: CatalogueParams }) {
  const t = useT(shop);
  const locale = useLocale();
  const { q, category, vehicle } = params;
  const brands = useQuery({ ...brandsQuery({ q, category, vehicle }), placeholderData: keepPreviousData });
  const chosen = params.brand ?? [];
  const shown = (brands.data ?? []).filter((brand) => (brand.count ?? 0) > 0 || chosen.includes(brand._id));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('shop.brands')} className="-mx-4 mb-6 overflow-x-auto px-4">
      <ul className="flex gap-2">
        {shown.map((brand) => {
          const active = chosen.includes(brand._id);
          return (
            <li key={brand._id}>
              <Link
                to={catalogueHref(paths.shop.getHref(), {
                  ...params,
                  page: 1,
                  brand: toggledBrands(params, brand._id),
                })}
                aria-current={active ? 'true' : undefined}
                className={`btn btn-sm whitespace-nowrap ${active ? 'btn-primary' : 'btn-ghost border-base-300'}`}
              >
                {active && (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-4 w-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                  >
                    <path d="M5 12.5 10 17l9-10" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
                {brand.name}
                <span className="tabular font-normal opacity-70">
                  {formatCount(brand.count ?? 0, locale)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { CATEGORIES } from '@chaka/contract';
import home from '@chaka/contract/catalogs/en/home-sections.json';
import site from '@chaka/contract/catalogs/en/site.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { SectionHeading } from './section-heading';

/** The five must-have part categories (SPEC §1); the grid grows to five columns (SPEC §9). */
export function MustHaves() {
  const t = useT(home);
  const siteT = useT(site);
  return (
    <section aria-labelledby="must-haves-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading id="must-haves-title" title={t('home.mustHaves.title')}>
        {t('home.mustHaves.intro')}
      </SectionHeading>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5 [&>li:last-child]:col-span-2 sm:[&>li:last-child]:col-span-1">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={paths.shop.getHref(category)}
              className="card h-full border border-base-300 bg-base-100 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <div className="card-body items-center gap-2 p-4">
                <img
                  src={`/images/categories/${category}.svg`}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="h-20 w-20"
                />
                <h3 className="font-bold">{siteT(`site.category.${category}`)}</h3>
                <p className="text-sm text-muted">{t(`home.mustHaves.${category}`)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

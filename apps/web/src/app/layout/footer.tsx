import { CATEGORIES, formatYear } from '@chaka/contract';
import site from '@chaka/contract/catalogs/en/site.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useConfig } from '@/lib/config';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

export function Footer() {
  const { siteName } = useConfig();
  const t = useT(site);
  const locale = useLocale();
  return (
    <footer className="mt-16 bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <img src="/images/logo.svg" alt="" width={28} height={28} className="h-7 w-7" />
            {siteName}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">{t('site.footer.about')}</p>
        </div>
        <div>
          <h2 className="font-semibold text-accent">{t('site.footer.parts')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <Link className="link-hover" to={paths.shop.getHref()}>
                  {t(`site.category.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-accent">{t('site.footer.shop')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="link-hover" to={paths.blogs.getHref()}>
                {t('site.footer.questions')}
              </Link>
            </li>
            <li>
              <Link className="link-hover" to={paths.contact.getHref()}>
                {t('site.footer.contact')}
              </Link>
            </li>
            <li>
              <Link className="link-hover" to={paths.dashboard.root.getHref()}>
                {t('site.footer.orders')}
              </Link>
            </li>
            <li>
              <Link className="link-hover" to={paths.track.getHref()}>
                {t('site.footer.track')}
              </Link>
            </li>
            <li>
              <Link className="link-hover" to={paths.returns.getHref()}>
                {t('site.footer.returns')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm sm:px-6">
          {t('site.footer.since', {
            year: formatYear(new Date(), locale),
            siteName,
          })}
        </p>
      </div>
    </footer>
  );
}

import { formatCount } from '@chaka/contract';
import ui from '@chaka/contract/catalogs/en/ui.json';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/** Previous and Next between the pages of a list, with where the visitor is. */
export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  const t = useT(ui);
  const locale = useLocale();
  if (pages <= 1) return null;
  const step = (to: number, label: string) =>
    to >= 1 && to <= pages ? (
      <Link to={hrefOf(to)} className="btn join-item" rel={to < page ? 'prev' : 'next'}>
        {label}
      </Link>
    ) : (
      <span className="btn join-item btn-disabled" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav aria-label={t('ui.pager.label')} className="mt-10 flex justify-center">
      <div className="join">
        {step(page - 1, t('ui.pager.previous'))}
        <span className="btn join-item pointer-events-none tabular" aria-current="page">
          {t('ui.pager.page', { page: formatCount(page, locale), pages: formatCount(pages, locale) })}
        </span>
        {step(page + 1, t('ui.pager.next'))}
      </div>
    </nav>
  );
}

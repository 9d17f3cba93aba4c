import partRequestsCatalog from '@chaka/contract/catalogs/en/part-requests.json';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';

/**
 * "Ask us for this part" (issue 36), where the shop found nothing: opens the part request form,
 * with what was searched for as its part number.
 */
export function AskForPartLink({ q }: { q?: string | undefined }) {
  const t = useT(partRequestsCatalog);
  return (
    <div className="mt-4 space-y-2">
      <p className="font-medium">{t('part-requests.ask.title')}</p>
      <p className="text-sm">{t('part-requests.ask.text')}</p>
      <Link to={paths.partRequest.getHref(q)} className="btn btn-primary btn-sm">
        {t('part-requests.ask.link')}
      </Link>
    </div>
  );
}

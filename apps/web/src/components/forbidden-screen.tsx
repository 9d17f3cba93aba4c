import { messages } from '@chaka/contract';
import productCatalog from '@chaka/contract/catalogs/en/product.json';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

/**
 * The 403 screen of SPEC §2: "You are not authorized to access this page." A product that cannot
 * be loaded shows it with the way back to the shop; a dashboard screen that a member of staff has
 * no permission for (issue 38) with `back`, the way to the dashboard, and no word about parts.
 */
export function ForbiddenScreen({ back }: { back?: { to: string; label: string } }) {
  const t = useT(productCatalog);
  return (
    <Page title={t('product.detail.notAuthorized')} heading={null}>
      <div className="mx-auto flex max-w-lg flex-col items-center text-center">
        <p className="tabular text-7xl font-black text-primary" aria-hidden="true">
          403
        </p>
        <h1 className="mt-4 text-2xl font-bold">{translated(messages.products.forbidden)}</h1>
        {!back && <p className="mt-2 text-muted">{t('product.forbidden.text')}</p>}
        <Link to={back?.to ?? paths.shop.getHref()} className="btn btn-primary mt-6">
          {back?.label ?? t('product.forbidden.back')}
        </Link>
      </div>
    </Page>
  );
}

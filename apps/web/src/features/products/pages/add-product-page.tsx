import admin from '@chaka/contract/catalogs/en/admin.json';
import { Link } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { AddProductForm } from '../components/add-product-form';

/** /dashboard/addProduct (admin). */
export function AddProductPage() {
  const t = useT(admin);
  return (
    <Page
      title={t('admin.addProduct.title')}
      intro={
        <>
          {t('admin.addProduct.intro')}{' '}
          <Link to={paths.dashboard.manageProducts.getHref()} className="link">
            {t('admin.addProduct.manage')}
          </Link>
          {t('admin.addProduct.introEnd')}
        </>
      }
    >
      <div className="max-w-3xl">
        <AddProductForm />
      </div>
    </Page>
  );
}

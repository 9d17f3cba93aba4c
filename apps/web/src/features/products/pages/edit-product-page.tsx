import { messages } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useProduct } from '../api/get-product';
import { useSetProductFitment, useUpdateProduct } from '../api/save-product';
import { editProductForm } from '../components/add-product-form-schema';
import { fitmentBody, fitmentDraftOf } from '../components/fitment-draft';
import { ProductForm } from '../components/product-form';
import { StockHistory } from '../components/stock-history';

/**
 * /dashboard/manageProducts/{id}/edit (admin, issue 18): a product's fields (PUT /api/services/{id})
 * and its fitment (PUT /api/services/{id}/fitment), reached from Manage Products.
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const navigate = useNavigate();
  const updateProduct = useUpdateProduct();
  const setFitment = useSetProductFitment();
  const back = paths.dashboard.manageProducts.getHref();
  const t = useT(admin);

  return (
    <Page
      title={t('admin.editProduct.title')}
      intro={
        <>
          {t('admin.editProduct.intro')}{' '}
          <Link to={back} className="link">
            {t('admin.editProduct.back')}
          </Link>
        </>
      }
    >
      {product.isPending ? (
        <Spinner label={t('admin.editProduct.loading')} />
      ) : product.isError ? (
        <EmptyState title={errorMessage(product.error, t('admin.editProduct.failed'))}>
          <Link to={back} className="link link-primary">
            {t('admin.editProduct.back')}
          </Link>
        </EmptyState>
      ) : (
        <div className="max-w-3xl">
          <ProductForm
            // A fresh form for another product.
            key={product.data._id}
            label={t('admin.editProduct.title')}
            defaultValues={editProductForm(product.data)}
            defaultFitment={fitmentDraftOf(product.data)}
            storedImage={product.data.image}
            storedQty={product.data.availableQty}
            submitLabel={t('admin.editProduct.save')}
            busyLabel={t('admin.editProduct.saving')}
            save={async (fields, fitment, reason) => {
              // Leaving the category empty takes the product out of it; a stock change says why.
              const stockReason = fields.availableQty === product.data.availableQty ? undefined : reason;
              const body = { ...fields, category: fields.category ?? null, stockReason };
              await updateProduct.mutateAsync({ id, body });
              await setFitment.mutateAsync({ id, body: fitmentBody(fitment) });
            }}
            onSaved={() => {
              notify.success(messages.product.updated);
              navigate(back);
            }}
          />
          <StockHistory productId={product.data._id} />
        </div>
      )}
    </Page>
  );
}

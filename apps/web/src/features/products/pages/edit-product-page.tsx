import { messages } from '@chaka/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
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

  return (
    <Page
      title="Edit Product"
      intro={
        <>
          Changes show in the shop at once.{' '}
          <Link to={back} className="link">
            Back to Manage Products
          </Link>
        </>
      }
    >
      {product.isPending ? (
        <Spinner label="Loading the product" />
      ) : product.isError ? (
        <EmptyState title={errorMessage(product.error, 'The product could not be loaded')}>
          <Link to={back} className="link link-primary">
            Back to Manage Products
          </Link>
        </EmptyState>
      ) : (
        <div className="max-w-3xl">
          <ProductForm
            // A fresh form for another product.
            key={product.data._id}
            label="Edit Product"
            defaultValues={editProductForm(product.data)}
            defaultFitment={fitmentDraftOf(product.data)}
            storedImage={product.data.image}
            storedQty={product.data.availableQty}
            submitLabel="Save Changes"
            busyLabel="Saving..."
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

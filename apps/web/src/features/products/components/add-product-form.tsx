import { messages } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/lib/toast';
import { useCreateProduct } from '../api/create-product';
import { useSetProductFitment } from '../api/save-product';
import { emptyAddProductForm } from './add-product-form-schema';
import { emptyFitment, fitmentBody } from './fitment-draft';
import { ProductForm } from './product-form';

/** The Add Product form (SPEC §2, §5): the product, then its fitment (issue 18) once it exists. */
export function AddProductForm() {
  const createProduct = useCreateProduct();
  const setFitment = useSetProductFitment();
  const t = useT(admin);

  return (
    <ProductForm
      label={t('admin.addProduct.title')}
      defaultValues={emptyAddProductForm}
      defaultFitment={emptyFitment}
      submitLabel={t('admin.addProduct.save')}
      busyLabel={t('admin.addProduct.sending')}
      save={async (product, fitment) => {
        const created = await createProduct.mutateAsync(product);
        if (!fitment.fitsAllVehicles && fitment.entries.length === 0) return;
        try {
          await setFitment.mutateAsync({ id: created._id, body: fitmentBody(fitment) });
        } catch (error) {
          // The product is in the shop: only its fitment is missing, and its edit screen sets it.
          notify.error(
            t('admin.addProduct.fitmentMissing', {
              name: created.productName,
              reason: errorMessage(error, t('admin.addProduct.unreachable')),
            }),
          );
        }
      }}
      onSaved={(reset) => {
        notify.success(messages.product.added);
        reset();
      }}
    />
  );
}

import { messages } from '@chaka/contract';
import { errorMessage } from '@/lib/error-message';
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

  return (
    <ProductForm
      label="Add Product"
      defaultValues={emptyAddProductForm}
      defaultFitment={emptyFitment}
      submitLabel="Save Product"
      busyLabel="Sending Product..."
      save={async (product, fitment) => {
        const created = await createProduct.mutateAsync(product);
        if (!fitment.fitsAllVehicles && fitment.entries.length === 0) return;
        try {
          await setFitment.mutateAsync({ id: created._id, body: fitmentBody(fitment) });
        } catch (error) {
          // The product is in the shop: only its fitment is missing, and its edit screen sets it.
          notify.error(
            `${created.productName} was saved, but not its fitment: ${errorMessage(error, 'the shop could not be reached')}. Set it on the product's edit screen (Manage Products).`,
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

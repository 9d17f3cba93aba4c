import { CreateProductBodySchema, isWebUrl, messages, type Product } from '@chaka/contract';
import type { z } from 'zod';
import { emptyImageChoice, imageChoiceSchema } from '@/lib/image-choice';

/**
 * The product form of Add Product and Edit Product: the API's product body, with the image given
 * either as a file to upload or as a link (SPEC §2). The file is uploaded on submit; its URL then
 * goes into the body. Editing, choosing no new file keeps the stored image.
 */
export const productFormSchema = ({ keepsStored }: { keepsStored: boolean }) =>
  CreateProductBodySchema.omit({ image: true }).extend({
    image: imageChoiceSchema(messages.product.imageRequired, { keepsStored }),
  });

export const AddProductFormSchema = productFormSchema({ keepsStored: false });
export const EditProductFormSchema = productFormSchema({ keepsStored: true });

export type AddProductFormInput = z.input<typeof AddProductFormSchema>;

export const emptyAddProductForm: AddProductFormInput = {
  productName: '',
  availableQty: Number.NaN,
  orderQty: Number.NaN,
  price: Number.NaN,
  productDescription: '',
  category: undefined,
  weightGrams: 500,
  warrantyMonths: 0,
  image: emptyImageChoice,
};

/** The edit form starts from the product as stored; a stored web link is offered in the link field. */
export function editProductForm(product: Product): AddProductFormInput {
  return {
    productName: product.productName,
    availableQty: product.availableQty,
    orderQty: product.orderQty,
    price: product.price,
    productDescription: product.productDescription,
    category: product.category ?? undefined,
    weightGrams: product.weightGrams ?? 500,
    warrantyMonths: product.warrantyMonths ?? 0,
    image: { source: 'upload', file: null, url: isWebUrl(product.image) ? product.image : '' },
  };
}

import { CreateProductBodySchema, messages } from '@chaka/contract';
import type { z } from 'zod';
import { emptyImageChoice, imageChoiceSchema } from '@/lib/image-choice';

/**
 * The Add Product form: the API's product body, with the image given either as a file to upload
 * or as a link (SPEC §2). The file is uploaded on submit; its URL then goes into the body.
 */
export const AddProductFormSchema = CreateProductBodySchema.omit({ image: true }).extend({
  image: imageChoiceSchema(messages.product.imageRequired),
});

export type AddProductFormInput = z.input<typeof AddProductFormSchema>;
export type AddProductFormValues = z.output<typeof AddProductFormSchema>;

export const emptyAddProductForm: AddProductFormInput = {
  productName: '',
  availableQty: Number.NaN,
  orderQty: Number.NaN,
  price: Number.NaN,
  productDescription: '',
  category: undefined,
  image: emptyImageChoice,
};

import { CreateProductBodySchema, isWebUrl, messages, type Product } from '@chaka/contract';
import { z } from 'zod';
import { emptyImageChoice, imageChoiceSchema } from '@/lib/image-choice';

/** The replaced numbers as the form takes them: one a line (or separated by commas), blanks skipped. */
export const splitNumbers = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The product form of Add Product and Edit Product: the API's product body, with the image given
 * either as a file to upload or as a link (SPEC §2). The file is uploaded on submit; its URL then
 * goes into the body. Editing, choosing no new file keeps the stored image.
 */
export const productFormSchema = ({ keepsStored }: { keepsStored: boolean }) =>
  CreateProductBodySchema.omit({ image: true }).extend({
    image: imageChoiceSchema(messages.product.imageRequired, { keepsStored }),
    // Text in the form (one number a line), checked as the API checks the list it becomes.
    replaces: z
      .string()
      .optional()
      .superRefine((text, ctx) => {
        const checked = CreateProductBodySchema.shape.replaces.safeParse(splitNumbers(text ?? ''));
        const [issue] = checked.error?.issues ?? [];
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
      }),
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
  brandId: null,
  sku: undefined,
  partNumbers: [],
  replaces: '',
  productNameBn: null,
  productDescriptionBn: null,
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
    brandId: product.brand?._id ?? null,
    sku: product.sku,
    partNumbers: product.partNumbers ?? [],
    replaces: (product.replaces ?? []).join('\n'),
    productNameBn: product.productNameBn ?? null,
    productDescriptionBn: product.productDescriptionBn ?? null,
  };
}

import { CreateProductBodySchema, imageUrl, LIMITS, messages } from '@chaka/contract';
import { z } from 'zod';

const MAX_MB = LIMITS.uploadBytes / (1024 * 1024);

/**
 * The Add Product form: the API's product body, with the image given either as a file to upload
 * or as a link (SPEC §2). The file is uploaded on submit; its URL then goes into the body.
 */
export const AddProductFormSchema = CreateProductBodySchema.omit({ image: true }).extend({
  image: z.discriminatedUnion('source', [
    z.object({
      source: z.literal('upload'),
      file: z
        .instanceof(File, { error: messages.product.imageRequired })
        .nullable()
        .refine((file) => file !== null && file.size > 0, messages.product.imageRequired)
        .refine(
          (file) => file === null || file.size <= LIMITS.uploadBytes,
          `The image is larger than ${MAX_MB} MB: choose a smaller one`,
        )
        .transform((file) => file as File),
      url: z.string(),
    }),
    z.object({
      source: z.literal('url'),
      file: z.unknown(),
      url: imageUrl(messages.product.imageRequired),
    }),
  ]),
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
  image: { source: 'upload', file: null, url: '' },
};

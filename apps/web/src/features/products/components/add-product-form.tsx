import { CATEGORIES, CATEGORY_LABELS, messages } from '@chaka/contract';
import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageChoiceField } from '@/components/ui/image-choice-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useUploadThenSave } from '@/lib/use-upload-then-save';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateProduct } from '../api/create-product';
import {
  type AddProductFormInput,
  AddProductFormSchema,
  emptyAddProductForm,
} from './add-product-form-schema';

const BODY_FIELDS = [
  'productName',
  'availableQty',
  'orderQty',
  'price',
  'productDescription',
  'category',
] as const;

/** The Add Product form (SPEC §2, §5): uploads the image if one was chosen, then saves the product. */
export function AddProductForm() {
  const createProduct = useCreateProduct();
  // The file input cannot be cleared by value; a new key gives a fresh one after each save.
  const [imageFieldKey, setImageFieldKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(AddProductFormSchema, { defaultValues: emptyAddProductForm });
  const uploadThenSave = useUploadThenSave<AddProductFormInput>({
    fields: BODY_FIELDS,
    setError,
    uploadFailed: 'The image could not be uploaded',
    saveFailed: (error) => errorMessage(error, 'The product could not be saved. Please try again.'),
  });

  const onSubmit = handleSubmit(async ({ image, ...product }) => {
    const saved = await uploadThenSave(image, (imageUrl) =>
      createProduct.mutateAsync({ ...product, image: imageUrl }),
    );
    if (!saved) return;
    notify.success(messages.product.added);
    reset(emptyAddProductForm);
    setImageFieldKey((key) => key + 1);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label="Add Product"
    >
      <div className="card-body gap-2">
        <TextField
          label="Product Name"
          autoComplete="off"
          error={errors.productName?.message}
          {...register('productName')}
        />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <TextField
            label="Available Quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.availableQty?.message}
            {...register('availableQty', { valueAsNumber: true })}
          />
          <TextField
            label="Minimum Order Quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.orderQty?.message}
            {...register('orderQty', { valueAsNumber: true })}
          />
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint="In US dollars, e.g. 24.50"
            error={errors.price?.message}
            {...register('price', { valueAsNumber: true })}
          />
        </div>
        <TextAreaField
          label="Description"
          rows={5}
          hint="What it fits, what it is made of and why a driver should choose it."
          error={errors.productDescription?.message}
          {...register('productDescription')}
        />
        <SelectField
          label="Category (optional)"
          error={errors.category?.message}
          {...register('category', { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">No category</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </SelectField>
        <ImageChoiceField key={imageFieldKey} control={control} name="image" label="Product Image" />
        <div className="card-actions mt-4">
          <StatusButton
            busy={isSubmitting}
            busyLabel="Sending Product..."
            className="btn-primary w-full sm:w-auto"
          >
            Save Product
          </StatusButton>
        </div>
      </div>
    </form>
  );
}

import { CATEGORIES, CATEGORY_LABELS, messages } from '@chaka/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageSourceField } from '@/components/ui/image-source-field';
import { ApiError } from '@/lib/api-client';
import { chosenImageUrl, imageChoiceError } from '@/lib/image-choice';
import { showServerIssues } from '@/lib/server-issues';
import { notify } from '@/lib/toast';
import { uploadImage } from '@/lib/upload-image';
import { useCreateProduct } from '../api/create-product';
import {
  type AddProductFormInput,
  AddProductFormSchema,
  type AddProductFormValues,
  emptyAddProductForm,
} from './add-product-form-schema';

const BODY_FIELDS = ['productName', 'availableQty', 'orderQty', 'price', 'productDescription', 'category'];

/** The Add Product form (SPEC §2, §5): uploads the image if one was chosen, then saves the product. */
export function AddProductForm() {
  const createProduct = useCreateProduct();
  // The file input cannot be cleared by value; a new key gives a fresh one after each save.
  const [imageFieldKey, setImageFieldKey] = useState(0);
  // A file already uploaded is not sent again when only the product failed to save.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(AddProductFormSchema),
    defaultValues: emptyAddProductForm,
  });

  const upload = async (file: File) => {
    if (uploaded.current?.file !== file) uploaded.current = { file, url: await uploadImage(file) };
    return uploaded.current.url;
  };

  const onSubmit = async ({ image, ...product }: AddProductFormValues) => {
    let imageUrl: string;
    try {
      imageUrl = await chosenImageUrl(image, upload);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'The image could not be uploaded';
      setError(image.source === 'upload' ? 'image.file' : 'image.url', { message });
      return;
    }
    try {
      await createProduct.mutateAsync({ ...product, image: imageUrl });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      showServerIssues(apiError?.issues, BODY_FIELDS, image.source, (field, fieldError) =>
        setError(field as FieldPath<AddProductFormInput>, fieldError),
      );
      notify.error(apiError?.message ?? 'The product could not be saved. Please try again.');
      return;
    }
    notify.success(messages.product.added);
    uploaded.current = null;
    reset(emptyAddProductForm);
    setImageFieldKey((key) => key + 1);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
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
        <Controller
          control={control}
          name="image"
          render={({ field }) => (
            <ImageSourceField
              key={imageFieldKey}
              label="Product Image"
              source={field.value.source}
              onSourceChange={(source) => field.onChange({ ...field.value, source })}
              file={(field.value.file as File | null) ?? null}
              onFileChange={(file) => field.onChange({ ...field.value, file })}
              url={field.value.url}
              onUrlChange={(url) => field.onChange({ ...field.value, url })}
              error={imageChoiceError(errors.image)}
            />
          )}
        />
        <div className="card-actions mt-4">
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={isSubmitting}>
            {isSubmitting && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {isSubmitting ? 'Sending Product...' : 'Save Product'}
          </button>
        </div>
      </div>
    </form>
  );
}

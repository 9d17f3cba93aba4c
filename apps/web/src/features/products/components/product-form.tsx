import {
  CATEGORIES,
  type CreateProductBody,
  type StockEditReason,
  WARRANTY_MONTHS_MAX,
} from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import returns from '@chaka/contract/catalogs/en/returns.json';
import site from '@chaka/contract/catalogs/en/site.json';
import { useState } from 'react';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { ImageChoiceField, KeptImage } from '@/components/ui/image-choice-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { useUploadThenSave } from '@/lib/use-upload-then-save';
import { useZodForm } from '@/lib/use-zod-form';
import {
  type AddProductFormInput,
  AddProductFormSchema,
  EditProductFormSchema,
  splitNumbers,
} from './add-product-form-schema';
import type { FitmentDraft } from './fitment-draft';
import { FitmentEditor } from './fitment-editor';
import { PartDataFields } from './part-data-fields';
import { StockReasonField } from './stock-reason-field';

const BODY_FIELDS = [
  'productName',
  'availableQty',
  'orderQty',
  'price',
  'productDescription',
  'category',
  'weightGrams',
  'warrantyMonths',
  'brandId',
  'sku',
  'partNumbers',
  'replaces',
  'productNameBn',
  'productDescriptionBn',
] as const;

export interface ProductFormProps {
  /** The form's name: "Add Product" or "Edit Product". */
  label: string;
  defaultValues: AddProductFormInput;
  defaultFitment: FitmentDraft;
  /** Editing: the stored image, kept unless a new one is chosen. */
  storedImage?: string;
  submitLabel: string;
  /** The button while the image is handled and the product saved. */
  busyLabel: string;
  /** Editing: the stock as stored, so a change of it asks why (issue 19). */
  storedQty?: number;
  /** Saves the product and its fitment (and why the stock changes); throws when the shop refuses. */
  save(product: CreateProductBody, fitment: FitmentDraft, stockReason: StockEditReason): Promise<void>;
  /** After a save; `reset` empties the form (Add Product starts afresh, SPEC §2). */
  onSaved(reset: () => void): void;
}

/**
 * The product form of Add Product and Edit Product (SPEC §2, §5, issue 18): the product's fields,
 * its image (uploaded first if a file was chosen, then saved with the rest) and its fitment.
 */
export function ProductForm({
  label,
  defaultValues,
  defaultFitment,
  storedImage,
  submitLabel,
  busyLabel,
  storedQty,
  save,
  onSaved,
}: ProductFormProps) {
  const t = useT(admin);
  const siteT = useT(site);
  const returnsT = useT(returns);
  const [fitment, setFitment] = useState(defaultFitment);
  const [stockReason, setStockReason] = useState<StockEditReason>('restock');
  // The file input cannot be cleared by value; a new key gives a fresh one after each save.
  const [imageFieldKey, setImageFieldKey] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(storedImage ? EditProductFormSchema : AddProductFormSchema, { defaultValues });
  const uploadThenSave = useUploadThenSave<AddProductFormInput>({
    fields: BODY_FIELDS,
    setError,
    uploadFailed: t('admin.form.uploadFailed'),
    saveFailed: (error) => errorMessage(error, t('admin.form.saveFailed')),
    stored: storedImage,
  });

  const onSubmit = handleSubmit(async ({ image, replaces, ...product }) => {
    const saved = await uploadThenSave(image, (imageUrl) =>
      save({ ...product, replaces: splitNumbers(replaces ?? ''), image: imageUrl }, fitment, stockReason),
    );
    if (!saved) return;
    onSaved(() => {
      reset(defaultValues);
      setFitment(defaultFitment);
      setImageFieldKey((key) => key + 1);
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-label={label}
    >
      <div className="card-body gap-2">
        <TextField
          label={t('admin.form.name')}
          autoComplete="off"
          error={errors.productName?.message}
          {...register('productName')}
        />
        <div className="grid gap-x-4 sm:grid-cols-3">
          <TextField
            label={t('admin.form.available')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.availableQty?.message}
            {...register('availableQty', { valueAsNumber: true })}
          />
          <TextField
            label={t('admin.form.minimum')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.orderQty?.message}
            {...register('orderQty', { valueAsNumber: true })}
          />
          <TextField
            label={t('admin.form.price')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint={t('admin.form.priceHint')}
            error={errors.price?.message}
            {...register('price', { valueAsNumber: true })}
          />
        </div>
        <div className="grid gap-x-4 sm:grid-cols-3">
          <TextField
            label={t('admin.form.weight')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint={t('admin.form.weightHint')}
            error={errors.weightGrams?.message}
            {...register('weightGrams', { valueAsNumber: true })}
          />
          <TextField
            label={returnsT('returns.products.warrantyLabel')}
            type="number"
            inputMode="numeric"
            min={0}
            max={WARRANTY_MONTHS_MAX}
            step={1}
            error={errors.warrantyMonths?.message}
            {...register('warrantyMonths', { valueAsNumber: true })}
          />
        </div>
        {storedQty !== undefined && (
          <StockReasonField
            control={control}
            storedQty={storedQty}
            reason={stockReason}
            onReason={setStockReason}
          />
        )}
        <TextAreaField
          label={t('admin.form.description')}
          rows={5}
          hint={t('admin.form.descriptionHint')}
          error={errors.productDescription?.message}
          {...register('productDescription')}
        />
        <SelectField
          label={t('admin.form.category')}
          error={errors.category?.message}
          {...register('category', { setValueAs: (value: string) => value || undefined })}
        >
          <option value="">{t('admin.form.noCategory')}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {siteT(`site.category.${category}`)}
            </option>
          ))}
        </SelectField>
        <PartDataFields control={control} register={register} errors={errors} />
        <ImageChoiceField key={imageFieldKey} control={control} name="image" label={t('admin.form.image')} />
        {storedImage && !errors.image && <KeptImage src={storedImage}>{t('admin.form.imageKept')}</KeptImage>}
        <div className="mt-4">
          <FitmentEditor value={fitment} onChange={setFitment} />
        </div>
        <div className="card-actions mt-4">
          <StatusButton busy={isSubmitting} busyLabel={busyLabel} className="btn-primary w-full sm:w-auto">
            {submitLabel}
          </StatusButton>
        </div>
      </div>
    </form>
  );
}

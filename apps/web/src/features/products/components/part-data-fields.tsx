import { PART_NUMBERS_MAX } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useQuery } from '@tanstack/react-query';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { brandsQuery } from '@/lib/brands';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import type { AddProductFormInput } from './add-product-form-schema';

/** An empty text field is no value: the shop gives the SKU, and a blank Bangla text is none. */
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const orUndefined = (value: unknown) => (filled(value) ? value : undefined);
const orNull = (value: unknown) => (filled(value) ? value : null);

/** The first message anywhere under a field (an array's rows hold theirs by index). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const value of Object.values(error)) {
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

interface PartDataFieldsProps {
  control: Control<AddProductFormInput>;
  register: UseFormRegister<AddProductFormInput>;
  errors: FieldErrors<AddProductFormInput>;
}

/**
 * The catalogue's fields of the product form (issue 36): the brand (from GET /api/brands), the
 * shop's SKU, the part numbers (rows of kind, maker and number), the old numbers it replaces, and
 * its Bangla name and description.
 */
export function PartDataFields({ control, register, errors }: PartDataFieldsProps) {
  const t = useT(admin);
  const brands = useQuery(brandsQuery());
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="brandId"
          render={({ field, fieldState }) => (
            <SelectField
              label={t('admin.form.brand')}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              hint={brands.isError ? t('admin.form.brandsFailed') : undefined}
            >
              <option value="">{t('admin.form.noBrand')}</option>
              {(brands.data ?? []).map((brand) => (
                <option key={brand._id} value={brand._id}>
                  {brand.name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <TextField
          label={t('admin.form.sku')}
          autoComplete="off"
          hint={t('admin.form.skuHint')}
          error={errors.sku?.message}
          {...register('sku', { setValueAs: orUndefined })}
        />
      </div>
      <PartNumberRows control={control} register={register} errors={errors} />
      <TextAreaField
        label={t('admin.form.replaces')}
        rows={3}
        hint={t('admin.form.replacesHint')}
        error={firstMessage(errors.replaces)}
        className="font-mono"
        {...register('replaces')}
      />
      <TextField
        label={t('admin.form.nameBn')}
        lang="bn"
        autoComplete="off"
        hint={t('admin.form.bnHint')}
        error={errors.productNameBn?.message}
        {...register('productNameBn', { setValueAs: orNull })}
      />
      <TextAreaField
        label={t('admin.form.descriptionBn')}
        lang="bn"
        rows={4}
        error={errors.productDescriptionBn?.message}
        {...register('productDescriptionBn', { setValueAs: orNull })}
      />
    </>
  );
}

/** The part numbers: one row each (kind, maker, number), added and removed by the admin. */
function PartNumberRows({ control, register, errors }: PartDataFieldsProps) {
  const t = useT(admin);
  const rows = useFieldArray({ control, name: 'partNumbers' });
  const rowErrors = errors.partNumbers;
  const listError = rowErrors?.message ?? rowErrors?.root?.message;
  return (
    <fieldset className="fieldset mt-2">
      <legend className="fieldset-legend text-sm font-medium">{t('admin.form.partNumbers')}</legend>
      <p className="text-sm text-muted">{t('admin.form.partNumbersHint')}</p>
      {rows.fields.length === 0 && <p className="text-sm text-muted">{t('admin.form.noPartNumbers')}</p>}
      <ol className="space-y-3">
        {rows.fields.map((row, index) => (
          <li
            key={row.id}
            className="grid items-start gap-x-3 rounded-box border border-base-300 p-3 md:grid-cols-[10rem_1fr_1fr_auto] md:border-0 md:p-0"
          >
            {/* Controlled: a row's kind follows it when a row above is removed. */}
            <Controller
              control={control}
              name={`partNumbers.${index}.kind`}
              render={({ field, fieldState }) => (
                <SelectField
                  label={t('admin.form.partNumberKind')}
                  error={fieldState.error?.message}
                  {...field}
                >
                  <option value="oem">{t('admin.form.kind.oem')}</option>
                  <option value="aftermarket">{t('admin.form.kind.aftermarket')}</option>
                </SelectField>
              )}
            />
            <TextField
              label={t('admin.form.partNumberMaker')}
              autoComplete="off"
              error={rowErrors?.[index]?.maker?.message}
              {...register(`partNumbers.${index}.maker`)}
            />
            <TextField
              label={t('admin.form.partNumberNumber')}
              autoComplete="off"
              className="font-mono"
              error={rowErrors?.[index]?.number?.message}
              {...register(`partNumbers.${index}.number`)}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm mt-2 text-error md:mt-9"
              onClick={() => rows.remove(index)}
              aria-label={t('admin.form.removePartNumber', { number: index + 1 })}
            >
              {t('admin.form.remove')}
            </button>
          </li>
        ))}
      </ol>
      {listError && (
        <p className="text-sm text-error" role="alert">
          {translated(listError)}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn btn-sm btn-outline mt-2"
          disabled={rows.fields.length >= PART_NUMBERS_MAX}
          onClick={() => rows.append({ kind: 'oem', maker: '', number: '' })}
        >
          {t('admin.form.addPartNumber')}
        </button>
      </div>
    </fieldset>
  );
}

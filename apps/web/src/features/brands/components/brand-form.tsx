import { type BrandBody, BrandBodySchema } from '@chaka/contract';
import admin from '@chaka/contract/catalogs/en/admin.json';
import { useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { ImageChoiceField, KeptImage } from '@/components/ui/image-choice-field';
import { StatusButton } from '@/components/ui/status-button';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/use-t';
import { emptyImageChoice, imageChoiceSchema } from '@/lib/image-choice';
import { useUploadThenSave } from '@/lib/use-upload-then-save';
import { useZodForm } from '@/lib/use-zod-form';

/** A brand's name, and its logo as a file to upload or a link; no logo is allowed. */
const BrandFormSchema = BrandBodySchema.omit({ logo: true }).extend({
  logo: imageChoiceSchema('Logo must be an uploaded image', { keepsStored: true }),
});

export interface BrandFormProps {
  /** The form's name: "Add a brand" or "Edit {name}". */
  label: string;
  defaultName?: string;
  /** Editing: the logo as stored, kept unless another is chosen. */
  storedLogo?: string | null;
  submitLabel: string;
  busyLabel: string;
  /** Saves the brand; throws when the shop refuses (a name another brand has: 409). */
  save(body: BrandBody): Promise<unknown>;
  onSaved(reset: () => void): void;
  onCancel?: () => void;
}

/**
 * Adding or editing a brand (issue 36): its name and its logo, uploaded with the shop's image
 * upload (POST /api/uploads) before the brand is saved.
 */
export function BrandForm({
  label,
  defaultName = '',
  storedLogo,
  submitLabel,
  busyLabel,
  save,
  onSaved,
  onCancel,
}: BrandFormProps) {
  const t = useT(admin);
  const [logoFieldKey, setLogoFieldKey] = useState(0);
  const defaultValues = { name: defaultName, logo: emptyImageChoice };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(BrandFormSchema, { defaultValues });
  const uploadThenSave = useUploadThenSave<typeof defaultValues>({
    fields: ['name'],
    setError,
    uploadFailed: t('admin.form.uploadFailed'),
    saveFailed: (error) => errorMessage(error, t('admin.brands.saveFailed')),
    stored: storedLogo ?? '',
  });

  const onSubmit = handleSubmit(async ({ name, logo }) => {
    const saved = await uploadThenSave(logo, (url) => save({ name, logo: url || null }));
    if (!saved) return;
    onSaved(() => {
      reset(defaultValues);
      setLogoFieldKey((key) => key + 1);
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="space-y-1">
      <TextField
        label={t('admin.brands.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <ImageChoiceField key={logoFieldKey} control={control} name="logo" label={t('admin.brands.logo')} />
      {storedLogo && !errors.logo && <KeptImage src={storedLogo}>{t('admin.brands.logoKept')}</KeptImage>}
      <div className="flex flex-wrap gap-2 pt-3">
        <StatusButton busy={isSubmitting} busyLabel={busyLabel} className="btn-primary">
          {submitLabel}
        </StatusButton>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('admin.brands.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

import { type OrderDetail, RETURN_PHOTOS_MAX, RETURN_REASONS, type Return } from '@chaka/contract';
import { type FormEvent, useState } from 'react';
import { PartThumbnail } from '@/components/part-image';
import { useReasonName, useReturnsT } from '@/components/return-labels';
import { ReturnPhotos } from '@/components/return-photos';
import { FormError } from '@/components/ui/form-error';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { useOpenReturn } from '@/lib/returns';
import { uploadImage } from '@/lib/upload-image';
import { checkDraft, type DraftErrors, type ReturnablePart, type ReturnDraft } from './return-quantities';

/**
 * "Return or claim warranty" on a delivered order: which parts, how many, why, a note and photos
 * (uploaded as they are chosen, with the shop's upload). The server's refusal (window closed, no
 * warranty, too many) is shown under the form as it says it.
 */
export function ReturnForm({
  order,
  parts,
  onSent,
  onCancel,
}: {
  order: Pick<OrderDetail, '_id' | 'orderNumber'>;
  parts: readonly ReturnablePart[];
  onSent: (sent: Return) => void;
  onCancel: () => void;
}) {
  const t = useReturnsT();
  const reasonName = useReasonName();
  const open = useOpenReturn(order._id);
  const [draft, setDraft] = useState<ReturnDraft>({ chosen: {}, reason: '', note: '', photos: [] });
  const [errors, setErrors] = useState<DraftErrors>({ quantities: {} });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const choose = (productId: string, change: Partial<{ on: boolean; quantity: string }>) =>
    setDraft((now) => ({
      ...now,
      chosen: {
        ...now.chosen,
        [productId]: { on: false, quantity: '1', ...now.chosen[productId], ...change },
      },
    }));

  async function addPhotos(files: FileList | null) {
    const room = RETURN_PHOTOS_MAX - draft.photos.length;
    const chosen = [...(files ?? [])].slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      for (const file of chosen) {
        const url = await uploadImage(file);
        setDraft((now) => ({ ...now, photos: [...now.photos, url] }));
      }
    } catch (error) {
      setUploadError(errorMessage(error, t('return-screens.form.uploadFailed')));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(draft, parts, t('return-screens.form.reasonRequired'));
    setErrors(checked.errors);
    // Not mutate's own onSuccess: the new return is open once the lists are read again, which
    // takes this form off the page, and React Query drops a call's callbacks once its form is gone.
    if (checked.body)
      open.mutateAsync(checked.body).then(onSent, () => {
        // Refused: the mutation's error is shown under the form.
      });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('return-screens.open')} className="space-y-4">
      <p className="text-sm text-muted">{t('return-screens.form.intro')}</p>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-medium">{t('return-screens.form.parts')}</legend>
        {parts.map((part) => {
          const choice = draft.chosen[part.productId];
          return (
            <div key={part.productId} className="flex flex-wrap items-center gap-3">
              <label className="flex min-w-0 grow items-center gap-3">
                <input
                  type="checkbox"
                  className="checkbox"
                  checked={choice?.on ?? false}
                  disabled={part.left === 0}
                  aria-label={t('return-screens.form.include', { name: part.productName })}
                  onChange={(event) => choose(part.productId, { on: event.target.checked })}
                />
                <PartThumbnail src={part.image} size={48} className="size-10 rounded-box" />
                <span className="min-w-0 font-medium leading-snug">{part.productName}</span>
              </label>
              {choice?.on && (
                <TextField
                  label={t('return-screens.form.quantity', { name: part.productName })}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={part.left}
                  value={choice.quantity}
                  wrapperClassName="w-40"
                  error={errors.quantities[part.productId]}
                  onChange={(event) => choose(part.productId, { quantity: event.target.value })}
                />
              )}
            </div>
          );
        })}
        <FormError>{errors.lines}</FormError>
      </fieldset>
      <SelectField
        label={t('return-screens.form.reason')}
        value={draft.reason}
        error={errors.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value as ReturnDraft['reason'] })}
      >
        <option value="">{t('return-screens.form.chooseReason')}</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {reasonName(reason)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('return-screens.form.note')}
        hint={t('return-screens.form.noteHint')}
        maxLength={1000}
        value={draft.note}
        onChange={(event) => setDraft({ ...draft, note: event.target.value })}
      />
      <TextField
        label={t('return-screens.form.photos', { max: RETURN_PHOTOS_MAX })}
        hint={uploading ? t('return-screens.form.uploading') : t('return-screens.form.photosHint')}
        error={uploadError}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className="file-input"
        disabled={uploading || draft.photos.length >= RETURN_PHOTOS_MAX}
        onChange={(event) => {
          void addPhotos(event.target.files);
          event.target.value = '';
        }}
      />
      <ReturnPhotos
        photos={draft.photos}
        onRemove={(index) => setDraft({ ...draft, photos: draft.photos.filter((_, at) => at !== index) })}
      />
      <FormError>
        {open.isError ? errorMessage(open.error, t('return-screens.form.failed')) : undefined}
      </FormError>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="btn btn-primary max-sm:w-full"
          disabled={open.isPending || uploading}
        >
          {open.isPending ? t('return-screens.form.sending') : t('return-screens.form.send')}
        </button>
        <button type="button" className="btn btn-ghost max-sm:w-full" onClick={onCancel}>
          {t('return-screens.form.cancel')}
        </button>
      </div>
    </form>
  );
}

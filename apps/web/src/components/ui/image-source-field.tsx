import ui from '@chaka/contract/catalogs/en/ui.json';
import { useId } from 'react';
import { translated } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

export type ImageSource = 'upload' | 'url';

/**
 * An image given either as a file to upload or as a pasted link, with a toggle between the two
 * (SPEC §2 Add Product and Profile). The form owns the values; this renders the controls.
 */
export function ImageSourceField({
  label,
  source,
  onSourceChange,
  file,
  onFileChange,
  url,
  onUrlChange,
  error,
}: {
  label: string;
  source: ImageSource;
  onSourceChange: (source: ImageSource) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  url: string;
  onUrlChange: (url: string) => void;
  error?: string;
}) {
  const t = useT(ui);
  const id = useId();
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm font-medium">{label}</legend>
      <div className="join" role="radiogroup" aria-label={t('ui.image.source', { label })}>
        {(['upload', 'url'] as const).map((option) => (
          <label
            key={option}
            className={`join-item btn btn-sm ${source === option ? 'btn-neutral' : 'btn-ghost border-base-300'}`}
          >
            <input
              type="radio"
              name={`${id}-source`}
              className="sr-only"
              checked={source === option}
              onChange={() => onSourceChange(option)}
            />
            {option === 'upload' ? t('ui.image.upload') : t('ui.image.paste')}
          </label>
        ))}
      </div>
      {source === 'upload' ? (
        <>
          <label htmlFor={`${id}-file`} className="sr-only">
            {t('ui.image.file', { label })}
          </label>
          <input
            key="file"
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            className={`file-input mt-2 w-full ${error ? 'file-input-error' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          />
          {file && <p className="text-sm text-muted">{file.name}</p>}
        </>
      ) : (
        <>
          <label htmlFor={`${id}-url`} className="sr-only">
            {t('ui.image.link', { label })}
          </label>
          {/* Keyed: otherwise React keeps the file input's element for the link and warns that an
              uncontrolled input became controlled. */}
          <input
            key="url"
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            className={`input mt-2 w-full ${error ? 'input-error' : ''}`}
            value={url}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onUrlChange(event.target.value)}
          />
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {translated(error)}
        </p>
      )}
    </fieldset>
  );
}

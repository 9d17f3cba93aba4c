import site from '@chaka/contract/catalogs/en/site.json';
import { type ComponentProps, forwardRef, type ReactNode, useId } from 'react';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

interface FieldProps {
  label: string;
  /** The validation message, shown in red under the field. */
  error?: string;
  hint?: ReactNode;
  /** Classes for the field's frame (its place in a grid, its width). */
  wrapperClassName?: string;
}

/** Label above, control, then the error (red) or hint below (DESIGN.md "Forms"). */
function FieldFrame({
  id,
  label,
  error,
  hint,
  wrapperClassName = '',
  children,
}: FieldProps & { id: string; children: (aria: Record<string, unknown>) => ReactNode }) {
  // The schemas write their messages in English; a Bangla reader sees them in Bangla.
  useLocale();
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
  return (
    <div className={`fieldset ${wrapperClassName}`}>
      <label htmlFor={id} className="fieldset-legend text-sm font-medium">
        {label}
      </label>
      {children(aria)}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {translated(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & ComponentProps<'input'>>(
  function TextField({ label, error, hint, wrapperClassName, id, className = '', ...input }, ref) {
    const fallbackId = useId();
    return (
      <FieldFrame
        id={id ?? fallbackId}
        label={label}
        error={error}
        hint={hint}
        wrapperClassName={wrapperClassName}
      >
        {(aria) => (
          <input
            ref={ref}
            className={`input w-full ${error ? 'input-error' : ''} ${className}`}
            {...aria}
            {...input}
          />
        )}
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & ComponentProps<'textarea'>>(
  function TextAreaField({ label, error, hint, wrapperClassName, id, className = '', ...textarea }, ref) {
    const fallbackId = useId();
    return (
      <FieldFrame
        id={id ?? fallbackId}
        label={label}
        error={error}
        hint={hint}
        wrapperClassName={wrapperClassName}
      >
        {(aria) => (
          <textarea
            ref={ref}
            className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`}
            {...aria}
            {...textarea}
          />
        )}
      </FieldFrame>
    );
  },
);

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & ComponentProps<'select'>>(
  function SelectField(
    { label, error, hint, wrapperClassName, id, className = '', children, ...select },
    ref,
  ) {
    const fallbackId = useId();
    return (
      <FieldFrame
        id={id ?? fallbackId}
        label={label}
        error={error}
        hint={hint}
        wrapperClassName={wrapperClassName}
      >
        {(aria) => (
          <select
            ref={ref}
            className={`select w-full ${error ? 'select-error' : ''} ${className}`}
            {...aria}
            {...select}
          >
            {children}
          </select>
        )}
      </FieldFrame>
    );
  },
);

/** The e-mail address field of the sign-in, reset and contact forms. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, 'label'> & ComponentProps<'input'>>(
  function EmailField(props, ref) {
    const t = useT(site);
    return (
      <TextField
        ref={ref}
        label={t('site.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...props}
      />
    );
  },
);

import site from '@chaka/contract/catalogs/en/site.json';
import { type ComponentProps, type ElementType, forwardRef, type ReactNode, useId } from 'react';
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

/**
 * The form controls a field can hold, by tag, with their daisyUI classes (written out whole: the
 * CSS build keeps only the classes it finds in the source).
 */
const CONTROL_CLASSES = {
  input: { base: 'input', error: 'input-error' },
  textarea: { base: 'textarea', error: 'textarea-error' },
  select: { base: 'select', error: 'select-error' },
} as const;
type Control = keyof typeof CONTROL_CLASSES;
type ElementOf<C extends Control> = C extends 'input'
  ? HTMLInputElement
  : C extends 'textarea'
    ? HTMLTextAreaElement
    : HTMLSelectElement;

/** A labelled control in its frame: `<input>`, `<textarea>` or `<select>` (children are its options). */
function labelled<C extends Control>(tag: C, displayName: string) {
  const Field = forwardRef<ElementOf<C>, FieldProps & ComponentProps<C>>(function Field(
    { label, error, hint, wrapperClassName, id, className = '', ...control },
    ref,
  ) {
    const fallbackId = useId();
    const Tag = tag as ElementType;
    const classes = CONTROL_CLASSES[tag];
    return (
      <FieldFrame
        id={id ?? fallbackId}
        label={label}
        error={error}
        hint={hint}
        wrapperClassName={wrapperClassName}
      >
        {(aria) => (
          <Tag
            ref={ref}
            className={`${classes.base} w-full ${error ? classes.error : ''} ${className}`}
            {...aria}
            {...control}
          />
        )}
      </FieldFrame>
    );
  });
  Field.displayName = displayName;
  return Field;
}

export const TextField = labelled('input', 'TextField');
export const TextAreaField = labelled('textarea', 'TextAreaField');
export const SelectField = labelled('select', 'SelectField');

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

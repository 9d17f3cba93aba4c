import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '@/components/ui/form-error';
import { StatusButton } from '@/components/ui/status-button';

/**
 * The form of a sign-in screen: its fields, the error about the whole form in red under them, then
 * the submit button (with the spinner while `busy`).
 */
export function AuthForm({
  label,
  onSubmit,
  error,
  submitLabel,
  busy = false,
  children,
}: {
  /** The form's accessible name, e.g. "Login". */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error?: ReactNode;
  submitLabel: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className="space-y-1">
      {children}
      <FormError className="mt-3">{error}</FormError>
      <StatusButton busy={busy} className="btn-primary btn-block mt-4">
        {submitLabel}
      </StatusButton>
    </form>
  );
}

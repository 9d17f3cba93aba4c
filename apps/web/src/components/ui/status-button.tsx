import type { ComponentProps, ReactNode } from 'react';

/**
 * A button whose action takes a while: while `busy` it is disabled and shows the spinner (and
 * `busyLabel`, when the screen names the wait, e.g. "Sending Product..."). `icon` stands where the
 * spinner goes.
 */
export function StatusButton({
  busy,
  busyLabel,
  icon,
  className = 'btn-primary',
  type = 'submit',
  disabled,
  children,
  ...button
}: Omit<ComponentProps<'button'>, 'type'> & {
  busy: boolean;
  busyLabel?: ReactNode;
  icon?: ReactNode;
  type?: 'submit' | 'button';
}) {
  return (
    <button type={type} className={`btn ${className}`} disabled={disabled || busy} {...button}>
      {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : icon}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

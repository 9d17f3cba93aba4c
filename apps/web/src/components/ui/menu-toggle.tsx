import type { ComponentProps } from 'react';

/** The button that opens a menu on small screens (the top bar's and the dashboard's), named by `label`. */
export function MenuToggle({
  label,
  className,
  children,
  ...button
}: { label: string; className: string } & Omit<ComponentProps<'button'>, 'type' | 'aria-label'>) {
  return (
    <button type="button" className={`btn ${className}`} aria-label={label} {...button}>
      {children}
    </button>
  );
}

import type { ReactNode } from 'react';

/** An error about the whole form, in red under it (SPEC §8 "Login and register", card errors). */
export function FormError({ children, className = '' }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-error ${className}`.trim()}>
      {children}
    </p>
  );
}

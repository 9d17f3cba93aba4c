import type { ReactNode } from 'react';
import { translated } from '@/lib/i18n/i18n';
import { useLocale } from '@/lib/i18n/locale';

/** An error about the whole form, in red under it (SPEC §8 "Login and register", card errors). */
export function FormError({ children, className = '' }: { children?: ReactNode; className?: string }) {
  useLocale();
  if (!children) return null;
  return (
    <p role="alert" className={`text-sm font-medium text-error ${className}`.trim()}>
      {typeof children === 'string' ? translated(children) : children}
    </p>
  );
}

import type { ReactNode } from 'react';

/** A line icon (24×24, stroked) in the current text colour; decorative only. */
export function LineIcon({ className = 'h-5 w-5', children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

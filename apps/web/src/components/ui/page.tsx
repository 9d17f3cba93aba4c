import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/page-title';

/** A screen's frame: its title (also the document title) and the content in the shop's width. */
export function Page({
  title,
  heading = title,
  intro,
  children,
  width = 'wide',
}: {
  /** The screen name of the document title "{Screen} - {site name}". */
  title: string;
  /** The visible heading, when it differs from the screen name; null for none. */
  heading?: string | null;
  intro?: ReactNode;
  children: ReactNode;
  width?: 'wide' | 'narrow';
}) {
  usePageTitle(title);
  return (
    <div
      className={`mx-auto w-full px-4 py-8 sm:px-6 lg:py-12 ${width === 'wide' ? 'max-w-6xl' : 'max-w-md'}`}
    >
      {heading && <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>}
      {intro && <div className="mt-2 text-muted">{intro}</div>}
      <div className={heading || intro ? 'mt-8' : ''}>{children}</div>
    </div>
  );
}

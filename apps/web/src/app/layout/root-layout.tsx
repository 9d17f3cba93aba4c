import { Outlet, ScrollRestoration } from 'react-router';
import { useAccountLocale } from '@/lib/i18n/use-account-locale';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export function RootLayout() {
  useAccountLocale();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="btn btn-sm btn-primary sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <TopBar />
      {/* At least a screen tall below the top bar (4rem), so the footer starts below the fold and
          does not jump down when a page's content arrives (layout shift). */}
      <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}

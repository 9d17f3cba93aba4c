import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useAccountLocale } from '@/lib/i18n/use-account-locale';
import { ScreenErrorBoundary } from '../route-error';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Where each visited page was scrolled to, by its history entry, for Back and Forward. */
const scrolledTo = new Map<string, number>();

/**
 * A new page starts at its top, a page come back to (Back, Forward) where it was left. The page as
 * loaded is left where the reader has scrolled it: the app may start after she has scrolled and
 * tapped (decision record 031).
 */
function useScrollOnNavigation() {
  const location = useLocation();
  const action = useNavigationType();
  const key = useRef(location.key);
  // The history entry last shown: the first one, as loaded, is left as it is.
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => scrolledTo.set(key.current, window.scrollY);
    addEventListener('scroll', keep, { passive: true });
    return () => removeEventListener('scroll', keep);
  }, []);
  useLayoutEffect(() => {
    key.current = location.key;
    const before = shown.current;
    shown.current = location.key;
    if (before === undefined || before === location.key) return;
    if (action === 'POP') {
      window.scrollTo(0, scrolledTo.get(location.key) ?? 0);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, action]);
}

export function RootLayout() {
  useAccountLocale();
  useScrollOnNavigation();
  const { pathname } = useLocation();
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
        <ScreenErrorBoundary resetKey={pathname}>
          {/* A screen's code not loaded yet: a navigation keeps the page before until it is here. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

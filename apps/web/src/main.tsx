import type { DehydratedState } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadScreens } from './app/router';
import { type RawUser, renderWithSession } from './lib/auth';
import { activateLocale, initialLocale } from './lib/i18n/locale';
import { loadMoneyFormatter } from './lib/money';
import './styles.css';
import type { Locale } from '@chaka/contract';

// A screen the server rendered comes with its own rules inline and the whole stylesheet as
// print-only, so that it does not hold the first paint (docs/decisions/020): it applies from here.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')) {
  link.media = 'all';
}

/**
 * Marks the page once React has taken it over: before that, a server-rendered screen shows its
 * buttons but they do nothing (the browser tests wait for the mark before pressing anything).
 */
function MarkReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return children;
}

// The screen's code, fetched beside the rest.
const screenCode = preloadScreens(window.location.pathname);
void loadMoneyFormatter();
const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <MarkReady>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </MarkReady>
  </StrictMode>
);

// A screen the server rendered (src/entry-server.tsx) comes with its language and data: the
// browser's first render starts from them, once the money formatter and the screen's code are
// here too, so that it is the same render and React takes the page over (hydration).
const state = document.getElementById('served-state')?.textContent;
if (state) {
  const served = JSON.parse(state) as { locale: Locale; queries: DehydratedState; session?: RawUser };
  // A screen rendered for the signed-in customer starts from their session (decision 045).
  if (served.session) renderWithSession(served.session);
  // Written straight in: TanStack's hydrate() would weigh on every first load.
  for (const { queryKey, state } of served.queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  void Promise.all([
    activateLocale(served.locale),
    loadMoneyFormatter(),
    screenCode.catch(() => undefined),
  ]).then(() => {
    // Not as a transition: React takes the page over in one go, and a tap or key press made
    // meanwhile waits for it and then reaches the app. Hydrated in slices, a tap landing between
    // two could find its part of the page not taken over yet and be lost (decision record 031).
    hydrateRoot(root, app);
    // The language this browser keeps, if the server guessed another one.
    void activateLocale(initialLocale());
  });
} else {
  // A Bangla reader's catalog arrives before the first render, so no screen flashes in English.
  void Promise.all([activateLocale(initialLocale()), screenCode.catch(() => undefined)]).finally(() =>
    createRoot(root).render(app),
  );
}

import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { activateLocale, initialLocale } from './lib/i18n/locale';
import { loadMoneyFormatter } from './lib/money';
import './styles.css';
import { isLocale, type Locale } from '@chaka/contract';

const router = createRouter();
void loadMoneyFormatter();
const root = document.getElementById('root')!;

/** What the server wrote beside a screen it rendered (src/entry-server.tsx), if it did. */
function servedState(): { locale: Locale; queries: DehydratedState } | undefined {
  const script = document.getElementById('served-state');
  if (!script?.textContent) return undefined;
  try {
    const state = JSON.parse(script.textContent) as { locale?: unknown; queries?: DehydratedState };
    return isLocale(state.locale) && state.queries
      ? { locale: state.locale, queries: state.queries }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Resolves once the router has loaded the code of the screen at the address. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

const app = (queryClient?: ReturnType<typeof createQueryClient>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const served = servedState();
if (served) {
  // The server rendered this screen: the browser's first render must be the same one, so it
  // starts with the server's data, language, money formatter and screen code, then takes over.
  const queryClient = createQueryClient();
  // The dehydrated queries written straight in (TanStack's hydrate() would weigh on the first load).
  for (const { queryKey, state } of served.queries.queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  void Promise.all([activateLocale(served.locale), loadMoneyFormatter(), routerReady()]).then(() => {
    hydrateRoot(root, app(queryClient));
    const wanted = initialLocale();
    if (wanted !== served.locale) void activateLocale(wanted);
  });
} else {
  // A Bangla reader's catalog arrives before the first render, so no screen flashes in English.
  void activateLocale(initialLocale()).finally(() => createRoot(root).render(app()));
}

import type { Locale } from '@chaka/contract';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes, preloadScreens } from './app/router';
import { screenData, signedInScreenData } from './app/screen-data';
import { deferredPartsLoaded } from './components/ui/hydrate-when-visible';
import { setApiTransport } from './lib/api-client';
import { type RawUser, renderWithSession } from './lib/auth';
import { configQuery } from './lib/config';
import * as bangla from './lib/i18n/bangla';
import { i18n, registerBangla } from './lib/i18n/i18n';
import { provideMoneyFormatter } from './lib/money';
import * as moneyFormat from './lib/money-format';

/**
 * The public screens rendered to HTML on the server (docs/decisions/018-server-rendered-public-
 * screens.md). Built by `vite build --ssr` into apps/web/dist-server and loaded by the Fastify app
 * at start (apps/server/src/features/prerender). What the browser needs to hydrate the same tree
 * travels as JSON beside it (`state`): the language and the screen's queries.
 */

/** What src/main.tsx reads from the page to hydrate it. */
export interface ServedState {
  locale: Locale;
  queries: DehydratedState;
  /** The customer a signed-in screen was rendered for (GET /api/auth/get-session's user). */
  session?: RawUser;
}

export interface RenderInput {
  /** The address asked for, path and query (`/shop?category=brake-pads`). */
  url: string;
  locale: Locale;
  /**
   * Rendered for the signed-in customer whose credentials the API calls carry (the server's
   * transport adds them): only the screens for signed-in customers, never kept or shared.
   */
  signedIn?: boolean;
}

// Everything a first render needs synchronously is here from the start: both languages' catalogs
// and the money formatter, which the browser loads before it hydrates.
registerBangla(bangla);
provideMoneyFormatter(moneyFormat);

/** Where the screens' API calls go: the Fastify app itself (set once, at load). */
export function connectApi(send: typeof fetch) {
  api = send;
  setApiTransport(send);
}

let api: typeof fetch = fetch;

/** The signed-in user the API calls' credentials name, or null. */
async function signedInUser(): Promise<RawUser | null> {
  const answer = await api('/api/auth/get-session', { headers: { accept: 'application/json' } });
  if (!answer.ok) return null;
  const body = (await answer.json()) as { user?: RawUser } | null;
  return body?.user ?? null;
}

const BASE = 'http://shop.invalid';

/**
 * The screen at `url` as HTML with the state to hydrate it, or undefined when the browser should
 * render it itself: an address that is no public screen, or a shop that shows its spinners
 * (UI_DELAYS). Throws when the screen's data cannot be fetched (the caller sends the app shell).
 */
export async function render({
  url,
  locale,
  signedIn = false,
}: RenderInput): Promise<{ html: string; state: ServedState } | undefined> {
  const address = new URL(url, BASE);
  const user = signedIn ? await signedInUser() : undefined;
  if (user === null) return undefined;
  const fetches = user
    ? signedInScreenData(address.pathname, user.email)
    : screenData(address.pathname, address.searchParams);
  if (!fetches) return undefined;
  const queryClient = createQueryClient();
  const config = await queryClient.fetchQuery(configQuery);
  if (config.uiDelays) return undefined;
  // The screen's code too: renderToString does not wait for anything.
  await Promise.all([
    ...fetches.map((fetchData) => fetchData(queryClient)),
    preloadScreens(address.pathname),
  ]);
  // And the parts the browser hydrates when they come on screen, which the screens start loading.
  await deferredPartsLoaded();
  // The one shared translator takes the reader's language for this render: renderToString runs to
  // its end without yielding, so no other request's render sees it.
  // The customer's session likewise, taken back at once after it.
  i18n.activate(locale);
  renderWithSession(user);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    renderWithSession(undefined);
  }
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return { html, state: user ? { locale, queries, session: user } : { locale, queries } };
}

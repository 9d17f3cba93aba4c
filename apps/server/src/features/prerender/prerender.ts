import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SCREENS } from '@chaka/contract';
import type { FastifyInstance } from 'fastify';
import { startAppOnLoad } from '../../lib/app-start.js';
import { jsonForScript } from '../../lib/json-script.js';
import type { ScreenFiller } from '../../plugins/web.js';
import { criticalCss } from './critical-css.js';
import { loadServerEntry, type ServerEntry } from './server-entry.js';

/** The element of index.html the web app renders into (apps/web/index.html). */
const ROOT = /<div id="root"><\/div>/;
/** The resource hints React puts first in a render (`<link rel="preload" as="image" …/>`). */
const HINTS = /^(?:<link [^>]*\/>)+/;

/**
 * Writes a public screen's content into the page the server sends (docs/decisions/018): its HTML
 * inside #root, so the first paint needs no script, and the state the browser hydrates it with as
 * JSON data (not a script that runs, so the Content-Security-Policy stays as it is).
 */
export function withScreen(page: string, screen: { html: string; state: unknown }): string {
  if (!ROOT.test(page)) return page;
  // React writes the preloads of the screen's first images before its content; they belong in the
  // head, where the browser finds them first (and the browser's render does not see them).
  const preloads = HINTS.exec(screen.html)?.[0] ?? '';
  const content = screen.html.slice(preloads.length);
  const state = `<script type="application/json" id="served-state">${jsonForScript(screen.state)}</script>`;
  // Functions, so `$` in the content is never read as a replacement pattern.
  // A rendered screen paints without the app's script: it is started once the page has loaded,
  // instead of competing with the stylesheet and first images (lib/app-start.ts).
  return startAppOnLoad(page)
    .replace(/<\/head>/i, () => `${preloads}\n  </head>`)
    .replace(ROOT, () => `<div id="root">${content}</div>\n    ${state}`);
}

/**
 * The session cookie of the customer a signed-in screen is being rendered for: the render's API
 * calls carry it, and only that render's (an async context, not a shared variable).
 */
const renderingFor = new AsyncLocalStorage<string>();

/**
 * fetch() answered by the app itself (app.inject): the render's API calls never leave the process.
 * They carry no credentials, except in the render of a signed-in screen for its customer.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const cookie = renderingFor.getStore();
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url,
      headers: cookie === undefined ? { accept: 'application/json' } : { accept: 'application/json', cookie },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * The server's render of the public screens, from the web app's server build in `webDist`
 * (undefined when there is no such build: the pages stay the app shell the browser renders).
 */
export async function screenRenderer(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<ScreenFiller | undefined> {
  const entry: ServerEntry | undefined = await loadServerEntry(webDist);
  if (!entry || webDist === undefined) return undefined;
  entry.connectApi(injectFetch(app));
  const critical = criticalCss(webDist, (message) => app.log.warn(message));
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  // Each screen's code is loaded and compiled with its first render: done once at start, not
  // in the first visitor's wait (nor in a Lighthouse run's first request).
  // The shop may still be starting (its database): tried again each second for a while.
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
  });
  app.addHook('onReady', async () => {
    void (async () => {
      for (let attempt = 0; attempt < WARM_UP_ATTEMPTS && !closed; attempt++) {
        const done = await warmUp().then(
          () => true,
          () => false,
        );
        if (done) return;
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    })();
  });
  // The first screens' rules too (critical-css.ts), in both languages, so that their first
  // visitors get them inline.
  async function warmUp() {
    for (const locale of LOCALES) {
      const screens = await Promise.all(WARM_UP.map((url) => entry!.render({ url, locale })));
      for (const screen of screens) {
        if (!screen) continue;
        const page = withScreen(indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`), screen);
        await critical.prepare(page, screen.html, locale);
      }
    }
  }
  return async (url, locale, page, cookie) => {
    const screen =
      cookie === undefined
        ? await entry.render({ url, locale })
        : await renderingFor.run(cookie, () => entry.render({ url, locale, signedIn: true }));
    return screen
      ? { ...critical.apply(withScreen(page, screen), screen.html, locale), rendered: true }
      : { html: page, final: true, rendered: false };
  };
}

const LOCALES = ['en', 'bn'] as const;

/** The screens rendered once when the shop starts. */
const WARM_UP = [SCREENS.home, SCREENS.shop, SCREENS.blogs];
const WARM_UP_ATTEMPTS = 60;

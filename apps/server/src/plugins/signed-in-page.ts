import { type Locale, SCREENS } from '@chaka/contract';
import type { FastifyRequest } from 'fastify';
import { CachedBody } from '../lib/cached-body.js';
import { hasSessionCookie } from './auth/session.js';
import type { PageRenderer, ScreenFiller } from './web.js';

/** The screens for signed-in customers that the server renders for the customer asking. */
const SIGNED_IN_SCREENS = [SCREENS.product];

/**
 * Headers of a page rendered for one signed-in customer: no cache, the browser's or a proxy's,
 * may keep it (it carries their session and data), and the same address for anyone else is another
 * page.
 */
const PRIVATE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  vary: 'accept-encoding, accept-language, cookie',
} as const;

/** Whether `path` is one of the screens rendered for the signed-in customer asking. */
function isSignedInScreen(path: string): boolean {
  const segments = path.split('/');
  return SIGNED_IN_SCREENS.some((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
    );
  });
}

/**
 * A screen for signed-in customers, rendered for the customer whose session cookie the request
 * carries (docs/decisions/045): their session and data in the page, sent `private, no-store`,
 * never put in the shared cache of the public pages. Undefined when the address is no such screen,
 * the request has no session cookie, or the screen was not rendered (a session that is not valid):
 * the page is then the one anyone gets, which the browser renders itself.
 */
export async function signedInPage(
  request: FastifyRequest,
  { indexHtml, locale, renderPage, renderScreen }: SignedInPageInput,
): Promise<CachedBody | undefined> {
  const cookie = request.headers.cookie;
  const path = request.url.split('?')[0] ?? '';
  if (cookie === undefined || !hasSessionCookie(request) || !isSignedInScreen(path)) return undefined;
  const page = await renderPage(request.url, indexHtml, locale);
  if (page.status !== 200) return undefined;
  const screen = await renderScreen(request.url, page.lang ?? locale, page.html, cookie);
  return screen.rendered ? new CachedBody(Buffer.from(screen.html), PRIVATE_HEADERS) : undefined;
}

interface SignedInPageInput {
  indexHtml: string;
  locale: Locale;
  renderPage: PageRenderer;
  renderScreen: ScreenFiller;
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isApiPath, type Locale, requestMessages } from '@chaka/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '../lib/accept-encoding.js';
import { CachedBody, type Encoding } from '../lib/cached-body.js';
import { requestLocale } from '../lib/i18n.js';
import { sendCachedBody } from './performance.js';
import { signedInPage } from './signed-in-page.js';

/** Uploaded images: files, never pages of the web app. */
const UPLOADS_PREFIX = '/uploads/';

/** Public images keep their names across builds: kept a day, then revalidated by ETag. */
const IMAGE_MAX_AGE_SECONDS = 24 * 60 * 60;

/** What the shop's build is made of, and how browsers are told what it is. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A page of the app as sent for an address (path and query: `?lang=` names its language): its
 * status, its HTML from the build's index.html, and the language it is written in.
 */
export type PageRenderer = (
  url: string,
  indexHtml: string,
  lang?: Locale,
) => Promise<{ status: number; html: string; lang?: Locale }>;

/**
 * Writes a screen's content into its page (the server's render of the public screens, features/
 * prerender); answers the page as it is for a screen the browser renders itself. Not `final` when
 * a later render of the same page will be better (its first screen's CSS still being worked out).
 * With `cookie`, a screen for signed-in customers rendered for that session's customer
 * (signed-in-page.ts); `rendered` says whether the screen's content is in the page.
 */
export type ScreenFiller = (
  url: string,
  locale: Locale,
  page: string,
  cookie?: string,
) => Promise<{ html: string; final: boolean; rendered?: boolean }>;

interface WebOptions {
  webDist: string | undefined;
  /** Writes each page's head and status; without it every page path gets index.html as built. */
  renderPage?: PageRenderer;
  /** Renders a public screen's content into its page (200 pages only). */
  renderScreen?: ScreenFiller;
}

/** How long a rendered page is kept when no write clears it first. */
const PAGE_MAX_AGE_MS = 10 * 60 * 1000;

/** A page as sent: its status and HTML; `final` when no later render of it will be better. */
class CachedPage extends CachedBody {
  constructor(
    readonly status: number,
    html: string,
    readonly final: boolean,
  ) {
    super(Buffer.from(html), {
      'content-type': CONTENT_TYPES['.html']!,
      'cache-control': 'no-cache',
      // Without `?lang=` the page's <html lang> follows the locale cookie and Accept-Language.
      vary: 'accept-encoding, accept-language, cookie',
    });
  }
}

interface BuiltFile {
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  headers: Record<string, string>;
}

/**
 * Serves the built web app: hashed assets with immutable caching, index.html for every page path so
 * the client router can take it, with the page's own head and status (404 for an address that is
 * no screen of the shop) written in by `renderPage`. Unknown API paths answer JSON 404.
 *
 * The build is a few hundred kilobytes that never change while the server runs, so it is read into
 * memory at start with the brotli and gzip copies the build wrote beside each file (apps/web/scripts/
 * compress-dist.mjs): a request costs no file system call and no compression (decision record 008).
 * Anything else in the folder (source maps) is served from disk by @fastify/static, which also sends
 * the compressed copies. A new build is served after a restart.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist, renderPage, renderScreen }: WebOptions) => {
    const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
    const built = hasWeb ? readBuild(webDist) : new Map<string, BuiltFile>();
    const index = built.get('/index.html');
    for (const [urlPath, file] of built) {
      app.get(urlPath, { schema: { hide: true } }, (request, reply) => sendBuilt(request, reply, file));
    }
    const indexHtml = index?.body.toString('utf8');
    const pages = renderPage ? pageCache(app, renderPage, renderScreen) : undefined;
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!index || indexHtml === undefined) return;
      if (!pages) return sendBuilt(request, reply, index);
      const locale = requestLocale(request);
      // A customer's own render of a screen for signed-in customers, never cached nor shared.
      const own =
        renderPage && renderScreen
          ? await signedInPage(request, { indexHtml, locale, renderPage, renderScreen }).catch(
              (error: unknown) => void request.log.error({ err: error }, 'signed-in screen not rendered'),
            )
          : undefined;
      if (own) return sendCachedBody(request, reply, own);
      let page: CachedPage;
      try {
        page = await pages.cache.get(`${locale} ${request.url}`, () =>
          pages.make(request, indexHtml, locale),
        );
      } catch (error) {
        // Without the database the app shell still loads and shows its own error screens.
        request.log.warn({ err: error }, 'page head not written');
        return sendBuilt(request, reply, index);
      }
      return sendCachedBody(request, reply.code(page.status), page);
    };
    if (index) app.get('/', { schema: { hide: true } }, sendPage);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        preCompressed: true,
        index: false,
        dotfiles: 'ignore',
        cacheControl: false,
        setHeaders(reply, filePath) {
          reply.header('cache-control', cacheControlOf(filePath));
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      const isApi = isApiPath(request.url) || request.url.startsWith(UPLOADS_PREFIX);
      if (index && isPage && !isApi) return sendPage(request, reply);
      return reply
        .code(404)
        .send({ message: requestMessages.noSuchEndpoint(request.method, request.url.split('?')[0] ?? '') });
    });
  },
);

/**
 * The pages the server writes, kept by language and address. Pages are made of the catalogue, the
 * blog and the reviews: a write to any clears them (as it clears the API answers they are rendered
 * from). Any query string makes a key, so they are bounded in bytes.
 */
function pageCache(app: FastifyInstance, renderPage: PageRenderer, renderScreen: ScreenFiller | undefined) {
  const cache = app.caches.add<CachedPage>(['products', 'blogs', 'vehicles', 'reviews'], {
    max: 500,
    ttl: (page) => (page.final ? PAGE_MAX_AGE_MS : 0),
    bytes: { max: 32 * 1024 * 1024, of: (page) => page.body.length * 2 },
  });
  /** The page at an address in a language, as the server writes it. */
  const make = async (request: FastifyRequest, html: string, locale: Locale): Promise<CachedPage> => {
    const page = await renderPage(request.url, html, locale);
    if (!renderScreen || page.status !== 200) return new CachedPage(page.status, page.html, true);
    try {
      const screen = await renderScreen(request.url, page.lang ?? locale, page.html);
      return new CachedPage(200, screen.html, screen.final);
    } catch (error) {
      // The browser renders the screen itself, as it does without the server's render; the next
      // visitor gets another try.
      request.log.error({ err: error }, 'screen not rendered on the server');
      return new CachedPage(200, page.html, false);
    }
  };
  return { cache, make };
}

/** Every file of the build that browsers load, by its path in the URL, ready to send. */
function readBuild(webDist: string): Map<string, BuiltFile> {
  const built = new Map<string, BuiltFile>();
  const files = readdirSync(webDist, { recursive: true, withFileTypes: true });
  for (const entry of files) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const type = CONTENT_TYPES[path.extname(file)];
    const urlPath = `/${path.relative(webDist, file).split(path.sep).join('/')}`;
    if (!type || urlPath.split('/').some((segment) => segment.startsWith('.'))) continue;
    const body = readFileSync(file);
    const encoded: BuiltFile['encoded'] = {};
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (existsSync(file + extension)) encoded[encoding] = readFileSync(file + extension);
    }
    const hasCopies = Object.keys(encoded).length > 0;
    built.set(urlPath, {
      body,
      encoded,
      headers: {
        'content-type': type,
        'cache-control': cacheControlOf(file),
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        ...(hasCopies ? { vary: 'accept-encoding' } : {}),
      },
    });
  }
  return built;
}

function sendBuilt(request: FastifyRequest, reply: FastifyReply, file: BuiltFile) {
  reply.headers(file.headers);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && file.encoded[encoding];
  if (encoding && encoded) {
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  }
  return reply.send(file.body);
}

function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (filePath.includes(`${path.sep}images${path.sep}`)) return `public, max-age=${IMAGE_MAX_AGE_SECONDS}`;
  return 'no-cache';
}

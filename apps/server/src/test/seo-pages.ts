import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, desc } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll } from 'vitest';
import { blogs as blogTable, products as productTable } from '../db/schema/index.js';
import type { CacheName } from '../lib/cache-invalidation.js';
import { useTestShop } from './use-test-shop.js';

export const PUBLIC_URL = 'http://parts.example.com';

/** The index.html `vite build` writes, with its generic head. */
export function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'chaka-seo-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en" data-theme="chaka">\n  <head>\n    <meta charset="UTF-8" />\n' +
      '    <meta name="description" content="Generic." />\n    <title>Chaka Parts</title>\n  </head>\n' +
      '  <body><div id="root"></div></body>\n</html>\n',
  );
  return dist;
}

/**
 * The seeded demo shop serving a fake build's pages, opened before the file's tests and closed
 * after them, with what its tests read: pages, and blogs and products in the shop's own order.
 */
export function seoShop() {
  let dist: string | undefined;
  beforeAll(() => {
    dist = fakeBuild();
  });
  // Registered before the fixture, so it runs after the shop is closed (after hooks run in reverse).
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  const shop = useTestShop(() => ({ env: { PUBLIC_URL }, webDist: dist, seed: true }));
  const opened = () => shop;
  return {
    shop: opened,
    get: (url: string, headers: Record<string, string> = {}) => opened().app.inject({ url, headers }),
    // Straight from the tables: the API's answers and the pages are cached, and the factories write
    // past them; after one, a test clears the caches as the shop's own writes do.
    written: (name: CacheName) => opened().app.caches.invalidate(name),
    allBlogs: () =>
      opened().database.db.select().from(blogTable).orderBy(desc(blogTable.createdAt), asc(blogTable.id)),
    allProducts: () =>
      opened()
        .database.db.select()
        .from(productTable)
        .orderBy(asc(productTable.createdAt), asc(productTable.id)),
  };
}

export const parser = new new Window().DOMParser();
export const parse = (html: string) => parser.parseFromString(html, 'text/html');

/** What a crawler reads of a page's head. */
export function headOf(html: string) {
  const document = parse(html);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? undefined;
  const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
  return {
    lang: document.documentElement.getAttribute('lang'),
    titles: [...document.querySelectorAll('title')].map((title) => title.textContent),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) =>
      m.getAttribute('content'),
    ),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    /** hreflang -> address of the page in that language. */
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    robots: meta('meta[name="robots"]'),
    og: {
      title: meta('meta[property="og:title"]'),
      description: meta('meta[property="og:description"]'),
      url: meta('meta[property="og:url"]'),
      image: meta('meta[property="og:image"]'),
    },
    ogLocale: meta('meta[property="og:locale"]'),
    ogLocaleAlternates: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
      m.getAttribute('content'),
    ),
    twitter: { card: meta('meta[name="twitter:card"]'), image: meta('meta[name="twitter:image"]') },
    data,
    root: document.querySelector('#root') !== null,
  };
}

import { LOCALES } from '@chaka/contract';
import { escapeHtml, jsonForScript } from './html.js';
import { alternatesOf, OG_LOCALES, pageUrl } from './languages.js';
import type { PageAddress, PageSite } from './pages.js';
import { storeData } from './structured-data.js';

/** What a page tells search engines and link previews, in its language. */
export interface Described {
  /** The page's name in the title "<Page> - <site name>"; none for the app shell's signed-in screens. */
  screen: string | undefined;
  /** 50 to 160 characters written for the page. */
  description: string;
  indexed: boolean;
  image?: string;
  data?: unknown[];
}

/**
 * The head elements of a page: title, description, canonical link (the address as asked for: with
 * its `?lang=` or without), the page in each language (hreflang, for a page that exists), Open Graph
 * and Twitter card tags, and JSON-LD.
 */
export function renderHead(site: PageSite, address: PageAddress, page: Described, exists: boolean): string {
  const { pathname, locale, marked } = address;
  const title = page.screen ? `${page.screen} - ${site.siteName}` : site.siteName;
  const url = pageUrl(site.publicUrl, pathname, marked);
  const image = page.image ?? `${site.publicUrl}/images/hero.svg`;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const data = [storeData(site.siteName, site.publicUrl), ...(page.data ?? [])];
  const alternates = exists ? alternatesOf(site.publicUrl, pathname) : [];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    page.indexed ? '' : meta('name', 'robots', 'noindex'),
    link('canonical', url),
    ...alternates.map(({ hreflang, href }) => link('alternate', href, hreflang)),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    ...data.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

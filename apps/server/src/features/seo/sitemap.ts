import { LOCALES } from '@chaka/contract';
import { escapeXml } from './html.js';
import { alternatesOf, pageUrl } from './languages.js';

/** The namespaces of a sitemap with hreflang alternates (sitemaps.org, and XHTML's for <xhtml:link>). */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export interface SitemapPage {
  /** The spec's path of the page. */
  path: string;
  lastmod: Date | undefined;
}

/**
 * sitemap.xml: each page once per language (`?lang=en`, `?lang=bn`) and once as x-default (the
 * address without a language), every one of them listing all three as alternates, as search
 * engines ask (each address names itself and the others).
 */
export function sitemapXml(publicUrl: string, pages: SitemapPage[]): string {
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = alternatesOf(publicUrl, path)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return [undefined, ...LOCALES].map(
      (locale) =>
        `  <url><loc>${escapeXml(pageUrl(publicUrl, path, locale))}</loc>${modified}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

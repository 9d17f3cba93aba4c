import { DEFAULT_LOCALE, INDEXED_SCREENS, type Locale, SCREENS, screenHref } from '@chaka/contract';
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { blogs, products } from '../../db/schema/index.js';
import { withHead } from './html.js';
import { splitPageUrl } from './languages.js';
import { type PageData, type PageSite, pageHead } from './pages.js';
import { sitemapXml } from './sitemap.js';

/** The shop's site facts for page heads and the sitemap. Prices are in major units of the shop's currency (SPEC §3). */
export function pageSite(config: Config): PageSite {
  return { siteName: config.siteName, publicUrl: config.publicUrl, currency: 'USD' };
}

/**
 * Each page of the web app as the server sends it: its head written in, in the language its
 * address names (`?lang=`), else the reader's (`lang`: the locale cookie, then Accept-Language).
 */
export function pageRenderer(data: PageData, site: PageSite) {
  return async (url: string, indexHtml: string, lang?: Locale) => {
    const { pathname, marked } = splitPageUrl(url);
    const head = await pageHead(data, site, { pathname, marked, locale: marked ?? lang ?? DEFAULT_LOCALE });
    return { status: head.status, html: withHead(indexHtml, head), lang: head.lang };
  };
}

/** robots.txt and sitemap.xml, for search engines. */
export async function seoRoutes(app: FastifyInstance, { site }: { site: PageSite }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      `Disallow: ${SCREENS.dashboard.root}`,
      'Disallow: /api/',
      '',
      `Sitemap: ${site.publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const db = app.database.db;
    const [entries, [newestProduct]] = await Promise.all([
      db
        .select({ id: blogs.id, updatedAt: blogs.updatedAt })
        .from(blogs)
        .orderBy(desc(blogs.createdAt), asc(blogs.id)),
      db.select({ updatedAt: products.updatedAt }).from(products).orderBy(desc(products.updatedAt)).limit(1),
    ]);
    const newestBlog = latest(...entries.map((entry) => entry.updatedAt));
    const lastmodOf: Record<string, Date | undefined> = {
      [SCREENS.shop]: newestProduct?.updatedAt,
      [SCREENS.blogs]: newestBlog,
      [SCREENS.home]: latest(newestProduct?.updatedAt, newestBlog),
    };
    const pages = [
      ...INDEXED_SCREENS.map((screen) => ({ path: screen as string, lastmod: lastmodOf[screen] })),
      ...entries.map((entry) => ({
        path: screenHref(SCREENS.blog, { id: entry.id }),
        lastmod: entry.updatedAt,
      })),
    ];
    const body = sitemapXml(site.publicUrl, pages);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}

function latest(...dates: Array<Date | undefined>): Date | undefined {
  const times = dates.filter((date): date is Date => date !== undefined).map((date) => date.getTime());
  return times.length ? new Date(Math.max(...times)) : undefined;
}

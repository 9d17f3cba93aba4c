import { describe, expect, it } from 'vitest';
import { createBlog } from '../../test/factories.js';
import { PUBLIC_URL, parser, seoShop } from '../../test/seo-pages.js';

describe('sitemap.xml', () => {
  const { shop, get, written, allBlogs } = seoShop();

  /** The sitemap as a crawler reads it: each address with its lastmod and its alternates. */
  async function readSitemap() {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = parser.parseFromString(response.body, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = xml.documentElement;
    expect(root.tagName).toBe('urlset');
    expect(root.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(root.getAttribute('xmlns:xhtml')).toBe('http://www.w3.org/1999/xhtml');
    return [...xml.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
      alternates: [...url.getElementsByTagName('xhtml:link')].map((link) => ({
        rel: link.getAttribute('rel'),
        hreflang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      })),
    }));
  }

  it('lists the public pages and every blog entry in both languages and as x-default, each with its lastmod', async () => {
    const added = await createBlog(shop().database.db, { question: 'Tom & Jerry <brakes>?' });
    written('blogs');
    const urls = await readSitemap();
    const blogs = await allBlogs();
    const paths = ['/', '/shop', '/blogs', '/contact', ...blogs.map((blog) => `/blogs/${blog.id}`)];
    expect(paths).toContain(`/blogs/${added.id}`);
    expect(urls.map((url) => url.loc)).toEqual(
      paths.flatMap((path) => [
        `${PUBLIC_URL}${path}`,
        `${PUBLIC_URL}${path}?lang=en`,
        `${PUBLIC_URL}${path}?lang=bn`,
      ]),
    );
    for (const url of urls.filter((u) => !u.loc.startsWith(`${PUBLIC_URL}/contact`))) {
      expect(new Date(url.lastmod ?? '').toISOString(), url.loc).toBe(url.lastmod);
    }
    // A page has one lastmod, whichever language its address names.
    for (const path of paths) {
      const lastmods = urls
        .filter((url) => url.loc.split('?')[0] === `${PUBLIC_URL}${path}`)
        .map((u) => u.lastmod);
      expect(new Set(lastmods).size, path).toBe(1);
    }
  });

  it('names every address of a page as its alternates, in pairs that point both ways', async () => {
    const urls = await readSitemap();
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const url of urls) {
      const plain = url.loc.split('?')[0];
      expect(url.alternates, url.loc).toEqual([
        { rel: 'alternate', hreflang: 'en', href: `${plain}?lang=en` },
        { rel: 'alternate', hreflang: 'bn', href: `${plain}?lang=bn` },
        { rel: 'alternate', hreflang: 'x-default', href: plain },
      ]);
      // The address itself is among its alternates, and each alternate names it back.
      expect(url.alternates.map((alternate) => alternate.href)).toContain(url.loc);
      for (const alternate of url.alternates) {
        const other = byLoc.get(alternate.href ?? '');
        expect(other, `${url.loc} -> ${alternate.href}`).toBeDefined();
        expect(other!.alternates.map((back) => back.href)).toContain(url.loc);
      }
    }
  });
});

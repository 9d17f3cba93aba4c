import { describe, expect, it } from 'vitest';
import { headOf, PUBLIC_URL, seoShop } from '../../test/seo-pages.js';

/** Each public page's title in English (the spec's pattern) and in Bangla. */
const TITLES: Record<string, { en: string; bn: string }> = {
  '/': { en: 'Home - Chaka Parts', bn: 'হোম - Chaka Parts' },
  '/shop': { en: 'Shop - Chaka Parts', bn: 'শপ - Chaka Parts' },
  '/blogs': { en: 'Blogs - Chaka Parts', bn: 'ব্লগ - Chaka Parts' },
  '/contact': { en: 'Contact - Chaka Parts', bn: 'যোগাযোগ - Chaka Parts' },
  '/login': { en: 'Login - Chaka Parts', bn: 'লগইন - Chaka Parts' },
  '/register': { en: 'Register - Chaka Parts', bn: 'রেজিস্টার - Chaka Parts' },
  '/reset-password': { en: 'Reset - Chaka Parts', bn: 'পাসওয়ার্ড রিসেট - Chaka Parts' },
};
const BANGLA = /[\u0980-\u09FF]/;

describe('a page in each language at its own address', () => {
  const { get, allBlogs } = seoShop();
  const alternatesOf = (path: string) => ({
    en: `${PUBLIC_URL}${path}?lang=en`,
    bn: `${PUBLIC_URL}${path}?lang=bn`,
    'x-default': `${PUBLIC_URL}${path}`,
  });

  it('writes the head of every public page in English and in Bangla, with its alternates', async () => {
    const [blog] = await allBlogs();
    // A blog entry is content: its question is its title in either language.
    const entryTitle = `${blog!.question} - Chaka Parts`;
    const pages = { ...TITLES, [`/blogs/${blog!.id}`]: { en: entryTitle, bn: entryTitle } };
    for (const lang of ['en', 'bn'] as const) {
      const descriptions = new Set<string>();
      for (const [path, titles] of Object.entries(pages)) {
        const url = `${path}?lang=${lang}`;
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        const head = headOf(response.body);
        expect(head.lang, url).toBe(lang);
        expect(head.titles, url).toEqual([titles[lang]]);
        expect(head.descriptions, url).toHaveLength(1);
        const description = head.descriptions[0] ?? '';
        expect(description.length, url).toBeGreaterThanOrEqual(50);
        expect(description.length, url).toBeLessThanOrEqual(160);
        if (!path.startsWith('/blogs/')) {
          expect(BANGLA.test(description), url).toBe(lang === 'bn');
          expect(BANGLA.test(titles[lang]), url).toBe(lang === 'bn');
        }
        descriptions.add(description);
        expect(head.canonical, url).toBe(`${PUBLIC_URL}${url}`);
        expect(head.alternates, url).toEqual(alternatesOf(path));
        expect(head.og, url).toEqual({
          title: titles[lang],
          description,
          url: `${PUBLIC_URL}${url}`,
          image: expect.stringMatching(/^http:\/\/parts\.example\.com\/images\//),
        });
        expect(head.ogLocale, url).toBe(lang === 'bn' ? 'bn_BD' : 'en_US');
        expect(head.ogLocaleAlternates, url).toEqual([lang === 'bn' ? 'en_US' : 'bn_BD']);
      }
      expect(descriptions.size, lang).toBe(Object.keys(pages).length);
    }
  });

  it('keeps the address without a language in the reader’s language, canonical to itself', async () => {
    const plain = headOf((await get('/shop')).body);
    expect(plain.lang).toBe('en');
    expect(plain.titles).toEqual(['Shop - Chaka Parts']);
    expect(plain.canonical).toBe(`${PUBLIC_URL}/shop`);
    expect(plain.alternates).toEqual(alternatesOf('/shop'));

    const byCookie = headOf((await get('/shop', { cookie: 'locale=bn' })).body);
    expect(byCookie.lang).toBe('bn');
    expect(byCookie.titles).toEqual(['শপ - Chaka Parts']);
    expect(byCookie.canonical).toBe(`${PUBLIC_URL}/shop`);
    expect(byCookie.ogLocale).toBe('bn_BD');

    const byHeader = headOf((await get('/contact', { 'accept-language': 'bn-BD,bn;q=0.9' })).body);
    expect(byHeader.titles).toEqual(['যোগাযোগ - Chaka Parts']);
  });

  it('lets the address’s language win over the cookie, beside other query parameters', async () => {
    const english = headOf((await get('/shop?category=brake-pads&lang=en', { cookie: 'locale=bn' })).body);
    expect(english.lang).toBe('en');
    expect(english.titles).toEqual(['Shop - Chaka Parts']);
    expect(english.canonical).toBe(`${PUBLIC_URL}/shop?lang=en`);

    const bangla = headOf((await get('/blogs?lang=bn', { 'accept-language': 'en' })).body);
    expect(bangla.lang).toBe('bn');
    expect(bangla.titles).toEqual(['ব্লগ - Chaka Parts']);
  });

  it('ignores a language the shop does not speak', async () => {
    const response = await get('/contact?lang=fr');
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.lang).toBe('en');
    expect(head.canonical).toBe(`${PUBLIC_URL}/contact`);
  });

  it('answers 404 in the language asked for, with no alternates for a page that does not exist', async () => {
    const response = await get('/nothing-here?lang=bn');
    expect(response.statusCode).toBe(404);
    const head = headOf(response.body);
    expect(head.lang).toBe('bn');
    expect(head.titles).toEqual(['পাতাটি পাওয়া যায়নি - Chaka Parts']);
    expect(head.robots).toBe('noindex');
    expect(head.alternates).toEqual({});
  });

  it('names the languages in the structured data where schema.org allows it', async () => {
    for (const lang of ['en', 'bn'] as const) {
      const data = headOf((await get(`/blogs?lang=${lang}`)).body).data;
      expect(data.find((item) => item['@type'] === 'AutoPartsStore').knowsLanguage).toEqual(['en', 'bn']);
      const faq = data.find((item) => item['@type'] === 'FAQPage');
      expect(faq.inLanguage).toBe(lang);
      expect(faq.mainEntity.length).toBeGreaterThan(0);
    }
    const list = headOf((await get('/shop?lang=bn')).body).data.find((item) => item['@type'] === 'ItemList');
    // An ItemList is no CreativeWork: schema.org gives it no inLanguage.
    expect(list).not.toHaveProperty('inLanguage');
    expect(list.itemListElement.length).toBeGreaterThan(0);
  });
});

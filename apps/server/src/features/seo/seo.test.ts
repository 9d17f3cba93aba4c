import { gunzipSync } from 'node:zlib';
import { PRODUCT_PAGE_SIZE } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { brands, partNumbers } from '../../db/schema/index.js';
import { createBlog, createProduct } from '../../test/factories.js';
import { headOf, PUBLIC_URL, seoShop } from '../../test/seo-pages.js';

describe('pages as search engines see them', () => {
  const { shop, get, written, allBlogs, allProducts } = seoShop();

  it('robots.txt allows the shop, keeps the dashboard out and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /dashboard', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]),
    );
  });

  it('answers 404 with the app page for addresses that are no screen, and for unknown ids', async () => {
    const product = await createProduct(shop().database.db);
    written('products');
    const unknownId = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      '/nothing-here',
      '/shop/extra',
      '/blogs/not-an-id',
      `/blogs/${unknownId}`,
      `/services/${unknownId}`,
      '/dashboard/nope',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = headOf(response.body);
      expect(head.root).toBe(true);
      expect(head.titles).toEqual(['Page not found - Chaka Parts']);
      expect(head.robots).toBe('noindex');
    }
    const [blog] = await allBlogs();
    for (const url of [
      '/',
      '/shop?category=brake-pads',
      '/blogs',
      `/blogs/${blog!.id}`,
      '/contact',
      '/login',
      '/register',
      '/reset-password',
      '/reset-password/abc',
      `/services/${product.id}`,
      '/dashboard',
      '/dashboard/orders',
      `/dashboard/orders/${unknownId}`,
      '/dashboard/manageProducts/x/edit',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No such endpoint: GET /api/nothing-here' });
  });

  it('gives each public page its own title, description, canonical link and social tags', async () => {
    const expected: Record<string, string> = {
      '/': 'Home - Chaka Parts',
      '/shop': 'Shop - Chaka Parts',
      '/blogs': 'Blogs - Chaka Parts',
      '/contact': 'Contact - Chaka Parts',
      '/login': 'Login - Chaka Parts',
      '/register': 'Register - Chaka Parts',
    };
    const descriptions = new Set<string>();
    for (const [url, title] of Object.entries(expected)) {
      const head = headOf((await get(url)).body);
      expect(head.lang).toBe('en');
      expect(head.titles).toEqual([title]);
      expect(head.descriptions).toHaveLength(1);
      const description = head.descriptions[0] ?? '';
      expect(description.length, url).toBeGreaterThanOrEqual(50);
      expect(description.length, url).toBeLessThanOrEqual(160);
      descriptions.add(description);
      expect(head.canonical).toBe(`${PUBLIC_URL}${url}`);
      expect(head.robots).toBeUndefined();
      expect(head.og).toEqual({ title, description, url: `${PUBLIC_URL}${url}`, image: expect.any(String) });
      expect(head.twitter.card).toBe('summary_large_image');
      expect(head.twitter.image).toBe(head.og.image);
      expect(head.og.image).toMatch(/^http:\/\/parts\.example\.com\/images\/(hero|parts\/[\w-]+)\.svg$/);
    }
    expect(descriptions.size).toBe(Object.keys(expected).length);
  });

  it("titles a blog entry's page with its question and describes it with its answer", async () => {
    const blog = await createBlog(shop().database.db, {
      question: 'Are "cheap" pads <really> worth it?',
      answer: `No & never: ${'they wear out fast and squeal. '.repeat(10)}`,
    });
    written('blogs');
    const response = await get(`/blogs/${blog.id}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const head = headOf(gunzipSync(response.rawPayload).toString());
    expect(head.titles).toEqual(['Are "cheap" pads <really> worth it? - Chaka Parts']);
    const description = head.descriptions[0] ?? '';
    expect(description.startsWith('No & never: they wear out fast')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe(`${PUBLIC_URL}/blogs/${blog.id}`);
  });

  it("titles a product's page with its name and shows its image", async () => {
    const product = await createProduct(shop().database.db, {
      name: 'Ceramic Pads </title><script>alert(1)</script>',
      description: 'Quiet, low-dust ceramic pads for city driving.',
    });
    written('products');
    const body = (await get(`/services/${product.id}`)).body;
    expect(body).not.toContain('<script>alert(1)');
    const head = headOf(body);
    expect(head.titles).toEqual(['Ceramic Pads </title><script>alert(1)</script> - Chaka Parts']);
    expect(head.descriptions[0]).toMatch(/^Ceramic Pads .*Quiet, low-dust ceramic pads/);
    expect(head.og.image).toBe(`${PUBLIC_URL}/images/parts/brake-pads-ceramic.svg`);
  });

  it("gives a product's page the part as a Product with its brand, SKU and first number (mpn)", async () => {
    const { db } = shop().database;
    const [brand] = await db.insert(brands).values({ name: 'Akebono Test' }).returning();
    const product = await createProduct(db, { brandId: brand!.id, sku: 'TG-0446512592' });
    await db.insert(partNumbers).values([
      { productId: product.id, kind: 'oem', maker: 'Toyota', number: '04465-12592', normal: '0446512592' },
      {
        productId: product.id,
        kind: 'aftermarket',
        maker: 'Bosch',
        number: '0986494512',
        normal: '0986494512',
        position: 1,
      },
    ]);
    written('products');
    const data = headOf((await get(`/services/${product.id}`)).body).data;
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      brand: { '@type': 'Brand', name: 'Akebono Test' },
      sku: 'TG-0446512592',
      mpn: '04465-12592',
      offers: { '@type': 'Offer', price: '12.50' },
    });
  });

  it('describes the shop as an AutoPartsStore on every page', async () => {
    for (const url of ['/', '/shop', '/blogs', '/contact', '/nothing-here']) {
      const store = headOf((await get(url)).body).data.find((item) => item['@type'] === 'AutoPartsStore');
      expect(store, url).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Chaka Parts',
        url: `${PUBLIC_URL}/`,
        telephone: expect.stringMatching(/^\+880/),
        address: { '@type': 'PostalAddress', addressLocality: 'Dhaka', addressCountry: 'BD' },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            opens: '10:00',
            closes: '20:00',
            dayOfWeek: expect.any(Array),
          },
        ],
      });
      for (const day of store.openingHoursSpecification[0].dayOfWeek) {
        expect(day).toMatch(/^https:\/\/schema\.org\/(Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday)$/);
      }
    }
  });

  it('lists the parts on /shop as an ItemList of Products with Offers', async () => {
    await createProduct(shop().database.db, { name: 'Sold out <bulb>', availableQty: 0, priceMinor: 399 });
    written('products');
    const products = await allProducts();
    const body = (await get('/shop')).body;
    expect(body).not.toContain('Sold out <bulb>');
    const list = headOf(body).data.find((item) => item['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(products.length);
    expect(list.itemListElement.map((element: { item: { name: string } }) => element.item.name)).toEqual(
      products.map((product) => product.name),
    );
    list.itemListElement.forEach((element: Record<string, never>, index: number) => {
      expect(element).toMatchObject({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          image: expect.stringMatching(/^https?:\/\//),
          offers: {
            '@type': 'Offer',
            price: expect.stringMatching(/^\d+\.\d\d$/),
            priceCurrency: 'USD',
            availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
          },
        },
      });
    });
    const soldOut = list.itemListElement.find(
      (element: { item: { name: string } }) => element.item.name === 'Sold out <bulb>',
    );
    expect(soldOut.item.offers).toMatchObject({
      price: '3.99',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it("gives the blog's questions and answers as a FAQPage on /blogs", async () => {
    const blogs = await allBlogs();
    const faq = headOf((await get('/blogs')).body).data.find((item) => item['@type'] === 'FAQPage');
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq.mainEntity).toEqual(
      blogs.map((blog) => ({
        '@type': 'Question',
        name: blog.question,
        acceptedAnswer: { '@type': 'Answer', text: blog.answer },
      })),
    );
  });

  // Last: it fills the catalogue past one page.
  it('lists the first page of a large catalogue on /shop, and counts every part', async () => {
    for (let index = (await allProducts()).length; index <= PRODUCT_PAGE_SIZE; index += 1)
      await createProduct(shop().database.db, { name: `Spark Plug ${index}` });
    written('products');
    const products = await allProducts();
    expect(products.length).toBeGreaterThan(PRODUCT_PAGE_SIZE);
    const list = headOf((await get('/shop')).body).data.find((item) => item['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(products.length);
    expect(list.itemListElement.map((element: { item: { name: string } }) => element.item.name)).toEqual(
      products.slice(0, PRODUCT_PAGE_SIZE).map((product) => product.name),
    );
  });
});

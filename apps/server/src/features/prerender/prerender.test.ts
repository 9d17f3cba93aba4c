import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs as blogTable, products as productTable } from '../../db/schema/index.js';
import { APP_START_SCRIPT } from '../../lib/app-start.js';
import { signUp, signUpAdmin, uniqueEmail } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { parse } from '../../test/seo-pages.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { webBuildWithServerEntry } from '../../test/web-build.js';

const HOSTILE = '</script><script>alert(1)</script> Pads & "Co"';

/** What a visitor sees of a page before any script runs, and the state it is hydrated with. */
function painted(html: string) {
  const document = parse(html);
  const root = document.querySelector('#root');
  const state = document.querySelector('script#served-state');
  return {
    lang: document.documentElement.getAttribute('lang'),
    h1: root?.querySelector('h1')?.textContent?.trim(),
    headings: [...(root?.querySelectorAll('h2, h3') ?? [])].map((h) => h.textContent?.trim()),
    text: root?.textContent ?? '',
    empty: (root?.innerHTML ?? '') === '',
    stateType: state?.getAttribute('type'),
    state: state
      ? (JSON.parse(state.textContent ?? '') as { locale: string; queries: { queries: unknown[] } })
      : undefined,
    inlineScripts: [...document.querySelectorAll('script:not([src])')]
      .filter(
        (script) => !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''),
      )
      .map((script) => script.textContent),
  };
}

// One server build of the web app for the whole file (a few seconds, more on a busy machine).
let dist: string;
beforeAll(() => {
  dist = webBuildWithServerEntry();
}, 180_000);
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

describe('public screens rendered on the server', () => {
  const shop = useTestShop(() => ({ webDist: dist, seed: true }));
  beforeAll(async () => {
    // Before any request, so the API's cached lists carry it.
    await createProduct(shop.database.db, { name: HOSTILE, category: 'brake-pads' });
  });
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });
  const productsOf = (category?: string) =>
    shop.database.db
      .select()
      .from(productTable)
      .where(category ? eq(productTable.category, category) : undefined)
      .orderBy(asc(productTable.createdAt), asc(productTable.id));

  it('/ answers the home page with its heading and first parts, and the state to hydrate it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const page = painted(response.body);
    expect(page.h1).toBe('The right part for your car, delivered to your door');
    const first = (await productsOf()).slice(0, 3).map((product) => product.name);
    expect(page.headings).toEqual(expect.arrayContaining(first));
    expect(page.stateType).toBe('application/json');
    expect(page.state?.locale).toBe('en');
    expect(page.state?.queries.queries.length).toBeGreaterThan(0);
    expect(page.inlineScripts).toEqual([APP_START_SCRIPT]);
  });

  it('/shop?category= answers the cards of that category, names escaped in HTML and state', async () => {
    const response = await get('/shop?category=brake-pads');
    expect(response.statusCode).toBe(200);
    const page = painted(response.body);
    expect(page.h1).toBe('Brake Pads');
    const pads = await productsOf('brake-pads');
    expect(pads.length).toBeGreaterThan(1);
    expect(page.headings).toEqual(expect.arrayContaining(pads.slice(0, 24).map((product) => product.name)));
    const others = (await productsOf('motor-oil')).map((product) => product.name);
    for (const name of others) expect(page.headings).not.toContain(name);
    // The hostile name is text on the page and inside the JSON, never markup.
    expect(page.headings).toContain(HOSTILE);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(page.inlineScripts).toEqual([APP_START_SCRIPT]);
    expect(JSON.stringify(page.state)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  it('/blogs answers every question of the blog', async () => {
    const response = await get('/blogs');
    const page = painted(response.body);
    expect(page.h1).toBe('Questions and answers');
    const entries = await shop.database.db
      .select()
      .from(blogTable)
      .orderBy(desc(blogTable.createdAt), asc(blogTable.id));
    expect(entries.length).toBeGreaterThan(0);
    expect(page.headings).toEqual(expect.arrayContaining(entries.map((entry) => entry.question)));
  });

  it('a blog entry answers its question and answer', async () => {
    const [entry] = await shop.database.db.select().from(blogTable).limit(1);
    const page = painted((await get(`/blogs/${entry!.id}`)).body);
    expect(page.h1).toBe(entry!.question);
    expect(page.text).toContain(entry!.answer.slice(0, 40));
  });

  it('a Bangla reader gets the screen in Bangla', async () => {
    const page = painted((await get('/', { cookie: 'locale=bn' })).body);
    expect(page.lang).toBe('bn');
    expect(page.h1).toBe('আপনার গাড়ির সঠিক পার্টস, পৌঁছে যাবে আপনার দরজায়');
    expect(page.state?.locale).toBe('bn');
  });

  it('a part added, renamed or removed through the admin API shows on the next visit', async () => {
    const admin = await signUpAdmin(shop.app);
    const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      shop.app.inject({ method, url, payload, headers: admin.headers });
    const names = async () => painted((await get('/shop?category=car-bulbs')).body).headings;
    const part = {
      availableQty: 5,
      orderQty: 1,
      price: 4,
      productDescription: 'A bright bulb for the test.',
    };
    const before = await names();
    const added = await asAdmin('POST', '/api/services', {
      ...part,
      productName: 'Night Glow H4 Bulb',
      image: 'https://example.com/bulb.webp',
      category: 'car-bulbs',
    });
    expect(added.statusCode).toBe(200);
    expect(await names()).toContain('Night Glow H4 Bulb');
    const id = added.json()._id;
    expect(
      (await asAdmin('PUT', `/api/services/${id}`, { productName: 'Day Glow H4 Bulb' })).statusCode,
    ).toBe(200);
    expect(await names()).not.toContain('Night Glow H4 Bulb');
    expect(await names()).toContain('Day Glow H4 Bulb');
    expect((await asAdmin('DELETE', `/api/services/${id}`)).statusCode).toBe(200);
    expect(await names()).toEqual(before);
  });

  it('a review posted shows on the home page on the next visit', async () => {
    const customer = await signUp(shop.app, { name: 'Tahmina Akter', email: uniqueEmail('review') });
    const reviewText = `Pads fitted my Axio well and stop quietly (${customer.email}).`;
    const home = async () => painted((await get('/')).body).text;
    expect(await home()).not.toContain(reviewText);
    const posted = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      payload: { rating: 5, reviewText },
      headers: customer.headers,
    });
    expect(posted.statusCode).toBe(200);
    expect(await home()).toContain(reviewText);
  });

  it('a review the admin hides leaves the home page at once, and is back once shown again', async () => {
    const customer = await signUp(shop.app, { name: 'Spam Account', email: uniqueEmail('spam') });
    const admin = await signUpAdmin(shop.app, 'Review Moderator');
    const reviewText = `Cheapest parts in town, visit my page (${customer.email}).`;
    const home = async () => painted((await get('/')).body).text;
    const posted = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      payload: { rating: 5, reviewText },
      headers: customer.headers,
    });
    const id = posted.json().insertedId as string;
    expect(await home()).toContain(reviewText);
    const moderate = (hidden: boolean) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/admin/reviews/${id}`,
        payload: { hidden },
        headers: admin.headers,
      });
    expect((await moderate(true)).statusCode).toBe(200);
    expect(await home()).not.toContain(reviewText);
    expect((await moderate(false)).statusCode).toBe(200);
    expect(await home()).toContain(reviewText);
  });

  it('starts the app once the page has loaded, by the one inline script its CSP allows', async () => {
    const response = await get('/shop');
    const document = parse(response.body);
    // Nothing in the head fetches the app's code beside the stylesheet and first images.
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const start = document.querySelector('script#app-start');
    expect(start?.textContent).toBe(APP_START_SCRIPT);
    const hash = createHash('sha256')
      .update(start?.textContent ?? '')
      .digest('base64');
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // What it starts is the build's entry and the modules the entry imports, all served.
    const addresses = [
      start?.getAttribute('data-entry'),
      ...(start?.getAttribute('data-preload') ?? '').split(' '),
    ];
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) {
      expect(address).toMatch(/^\/assets\/.+\.js$/);
      expect((await get(address!)).statusCode, address!).toBe(200);
    }
  });

  it('leaves other screens, unknown addresses and a screen it cannot render to the browser', async () => {
    for (const url of [
      '/login',
      '/dashboard',
      '/nothing-here',
      '/shop?vehicle=00000000-0000-4000-8000-000000000000',
    ]) {
      const response = await get(url);
      const page = painted(response.body);
      expect(page.empty, url).toBe(true);
      expect(page.state, url).toBeUndefined();
    }
    // The car the address names is unknown: the page is the app shell, not an error.
    expect((await get('/shop?vehicle=00000000-0000-4000-8000-000000000000')).statusCode).toBe(200);
  });
});

describe('with the spec spinners on (UI_DELAYS)', () => {
  const shop = useTestShop(() => ({ env: { UI_DELAYS: 'on' }, webDist: dist, seed: true }));

  it('the public screens are the app shell, whose spinners show as the spec says', async () => {
    for (const url of ['/', '/shop', '/blogs']) {
      const page = painted((await shop.app.inject({ url })).body);
      expect(page.empty, url).toBe(true);
      expect(page.state, url).toBeUndefined();
    }
  });
});

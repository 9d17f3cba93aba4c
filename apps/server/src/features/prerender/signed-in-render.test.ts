import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products as productTable } from '../../db/schema/index.js';
import { signUp, signUpAdmin } from '../../test/app.js';
import { parse } from '../../test/seo-pages.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { webBuildWithServerEntry } from '../../test/web-build.js';

/** The page's rendered content and the state it is hydrated with. */
function painted(html: string) {
  const document = parse(html);
  const root = document.querySelector('#root');
  const state = document.querySelector('script#served-state')?.textContent;
  return {
    h1: root?.querySelector('h1')?.textContent?.trim(),
    text: root?.textContent ?? '',
    state: state
      ? (JSON.parse(state) as { session?: { email: string }; queries: { queries: unknown[] } })
      : undefined,
  };
}

let dist: string;
beforeAll(() => {
  dist = webBuildWithServerEntry();
}, 180_000);
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

describe('the product page rendered for the signed-in customer asking (decision 045)', () => {
  const shop = useTestShop(() => ({ webDist: dist, seed: true }));
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });
  const firstProduct = async () => (await shop.database.db.select().from(productTable).limit(1))[0]!;

  it('a customer gets the part, the order form and their session in a page no cache may keep', async () => {
    const product = await firstProduct();
    const customer = await signUp(shop.app, { name: 'Karim Customer' });
    const response = await get(`/services/${product.id}`, { cookie: customer.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toContain('cookie');
    const page = painted(response.body);
    expect(page.h1).toBe(product.name);
    expect(page.text).toContain('Place Order');
    expect(page.state?.session?.email).toBe(customer.email);
    // The order form is the customer's: the screen's own queries came with it.
    expect(JSON.stringify(page.state?.queries)).toContain(customer.email);
  });

  it("a visitor's pages never carry a customer's render or data, before or after theirs", async () => {
    const product = await firstProduct();
    const url = `/services/${product.id}`;
    const before = await get(url);
    const customer = await signUp(shop.app, { name: 'Salma Private' });
    for (const address of [url, '/', '/shop']) {
      expect((await get(address, { cookie: customer.cookie })).statusCode).toBe(200);
    }
    for (const address of [url, `${url}?lang=en`, '/', '/shop']) {
      const visitor = await get(address);
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['cache-control']).not.toContain('private');
      expect(visitor.body).not.toContain(customer.email);
      expect(visitor.body).not.toContain('Salma Private');
      expect(painted(visitor.body).state?.session).toBeUndefined();
    }
    // The product page stays the one anyone gets, which the browser renders for a visitor.
    expect(painted((await get(url)).body).h1).toBe(painted(before.body).h1);
    expect(painted((await get(url)).body).text).not.toContain('Place Order');
  });

  it('another customer gets their own render, never the first one', async () => {
    const product = await firstProduct();
    const url = `/services/${product.id}`;
    const first = await signUp(shop.app, { name: 'First Buyer' });
    const second = await signUp(shop.app, { name: 'Second Buyer' });
    expect(painted((await get(url, { cookie: first.cookie })).body).state?.session?.email).toBe(first.email);
    const theirs = await get(url, { cookie: second.cookie });
    expect(painted(theirs.body).state?.session?.email).toBe(second.email);
    expect(theirs.body).not.toContain(first.email);
  });

  it("an admin's render shows the admin's note instead of the order form", async () => {
    const product = await firstProduct();
    const admin = await signUpAdmin(shop.app);
    const page = painted((await get(`/services/${product.id}`, { cookie: admin.cookie })).body);
    expect(page.h1).toBe(product.name);
    expect(page.text).not.toContain('Place Order');
  });

  it('a session cookie that names no session gets the page anyone gets, without error', async () => {
    const product = await firstProduct();
    const response = await get(`/services/${product.id}`, {
      cookie: 'better-auth.session_token=forged.value',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(painted(response.body).state?.session).toBeUndefined();
  });

  it('an unknown part is not rendered for a customer either', async () => {
    const customer = await signUp(shop.app);
    const response = await get('/services/00000000-0000-4000-8000-000000000000', { cookie: customer.cookie });
    expect(response.headers['cache-control']).not.toContain('private');
    expect(response.body).not.toContain(customer.email);
  });
});

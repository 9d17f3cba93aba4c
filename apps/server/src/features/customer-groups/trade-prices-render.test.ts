import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.js';
import { signUp, signUpAdmin } from '../../test/app.js';
import { freshGroupName, groupsAs } from '../../test/customer-group-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { webBuildWithServerEntry } from '../../test/web-build.js';

// Issue 37: trade prices come from the API after sign-in; no page the server renders carries one,
// neither the visitor's (cached and shared) nor the member's own.

let dist: string;
beforeAll(() => {
  dist = webBuildWithServerEntry();
}, 180_000);
afterAll(() => rmSync(path.dirname(dist), { recursive: true, force: true }));

describe('server-rendered pages and trade prices', () => {
  const shop = useTestShop(() => ({ webDist: dist, seed: true }));

  it('never carry a trade price, for a visitor or for the member', async () => {
    const [product] = await shop.database.db.select().from(products).limit(1);
    const admin = await signUpAdmin(shop.app);
    const garage = await signUp(shop.app, { name: 'Trade Garage' });
    const created = await groupsAs(admin, shop.app, 'POST', '', {
      name: freshGroupName(),
      prices: [{ productId: product!.id, price: 1.37 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: string }>();
    expect((await groupsAs(admin, shop.app, 'PUT', `/${id}/members/${garage.email}`)).statusCode).toBe(200);
    const prices = await shop.app.inject({
      url: `/api/me/prices?ids=${product!.id}`,
      headers: garage.headers,
    });
    expect(prices.json()).toMatchObject({ prices: [{ price: 1.37 }] });

    for (const address of [
      '/',
      '/shop',
      `/services/${product!.id}`,
      `/shop?q=${encodeURIComponent(product!.name)}`,
    ]) {
      for (const headers of [{}, { cookie: garage.cookie }]) {
        const page = await shop.app.inject({ url: address, headers });
        expect(page.statusCode, address).toBe(200);
        expect(page.body, address).not.toContain('1.37');
        expect(page.body, address).not.toContain('Your price');
        expect(page.body, address).not.toContain('my-prices');
      }
    }
    // Eight server renders: more than the default time on a loaded machine.
  }, 120_000);
});

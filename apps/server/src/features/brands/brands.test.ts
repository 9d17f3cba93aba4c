import { catalogueMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { newProduct } from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

interface Brand {
  _id: string;
  name: string;
  logo: string | null;
  count?: number;
}

describe('brands', () => {
  const shop = useTestShop({ seed: true, customers: 1, admin: true });
  let admin: Customer;
  let customer: Customer;
  beforeAll(() => {
    ({ admin, customer } = shop);
  });
  const send = (
    caller: Customer | undefined,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => shop.app.inject({ method, url, headers: caller?.headers, payload });
  const listed = async (query = '') => {
    const response = await shop.app.inject(`/api/brands${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Brand[];
  };
  const allBrands = () => shop.app.db.select().from(brands).orderBy(brands.name);

  it('lists every brand A to Z to anyone, with how many parts each has', async () => {
    const list = await listed();
    expect(list.map((brand) => brand.name)).toEqual(
      [...list.map((brand) => brand.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(list.find((brand) => brand.name === 'Denso')).toEqual({
      _id: expect.any(String),
      name: 'Denso',
      logo: null,
      count: 3,
    });
    // A brand without parts is listed too, with 0.
    expect(list.find((brand) => brand.name === 'Brembo')?.count).toBe(0);
  });

  it('counts only the parts the shop’s filters find, leaving out brands it finds none of', async () => {
    const plugs = await listed('?category=spark-plugs');
    expect(plugs.map(({ name, count }) => [name, count])).toEqual([
      ['Denso', 1],
      ['NGK', 2],
    ]);
    expect((await listed('?q=brake%20pads')).map(({ name, count }) => [name, count])).toEqual([
      ['Bosch', 1],
      ['Toyota Genuine', 1],
    ]);
    // A number counts the part it finds, as the list finds it.
    expect((await listed('?q=90919-01210')).map(({ name, count }) => [name, count])).toEqual([['Denso', 1]]);
    expect(await listed('?q=nothing%20like%20this')).toEqual([]);
    const refused = await shop.app.inject('/api/brands?vehicle=00000000-0000-4000-8000-000000000000');
    expect(refused.statusCode).toBe(400);
  });

  it('lets an admin add, rename and remove a brand, and answers the product lists anew', async () => {
    const created = await send(admin, 'POST', '/api/admin/brands', {
      name: '  Aisin ',
      logo: '/images/logo.svg',
    });
    expect(created.statusCode, created.body).toBe(200);
    const aisin = created.json() as Brand;
    expect(aisin).toEqual({ _id: expect.any(String), name: 'Aisin', logo: '/images/logo.svg' });
    expect((await listed()).find((brand) => brand._id === aisin._id)?.count).toBe(0);

    const renamed = await send(admin, 'PATCH', `/api/admin/brands/${aisin._id}`, {
      name: 'Aisin Seiki',
      logo: null,
    });
    expect(renamed.json()).toEqual({ _id: aisin._id, name: 'Aisin Seiki', logo: null });

    const part = await send(admin, 'POST', '/api/services', newProduct({ brandId: aisin._id }));
    expect(part.statusCode, part.body).toBe(200);
    const partId = (part.json() as { _id: string })._id;
    expect((await listed()).find((brand) => brand._id === aisin._id)?.count).toBe(1);
    // The part's answers show a rename at once (the cached answers are cleared).
    await send(admin, 'PATCH', `/api/admin/brands/${aisin._id}`, { name: 'Aisin Genuine' });
    const one = await shop.app.inject({ url: `/api/service/${partId}`, headers: customer.headers });
    expect(one.json().brand).toEqual({ _id: aisin._id, name: 'Aisin Genuine', logo: null });
    const list = (await shop.app.inject(`/api/services?brand=${aisin._id}`)).json() as Array<{
      brand: Brand;
    }>;
    expect(list.map((item) => item.brand.name)).toEqual(['Aisin Genuine']);

    // Not while a part uses it.
    const refused = await send(admin, 'DELETE', `/api/admin/brands/${aisin._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(catalogueMessages.brandHasParts(1));
    expect(refused.json().message).toContain('The brand has parts');

    await shop.app.db.update(products).set({ brandId: null }).where(eq(products.id, partId));
    const removed = await send(admin, 'DELETE', `/api/admin/brands/${aisin._id}`);
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await listed()).some((brand) => brand._id === aisin._id)).toBe(false);
    const again = await send(admin, 'DELETE', `/api/admin/brands/${aisin._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(catalogueMessages.brandNotFound);
  });

  it('refuses a name another brand has, whatever its letter case, with 409', async () => {
    const before = await allBrands();
    const twice = await send(admin, 'POST', '/api/admin/brands', { name: 'bosch' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(catalogueMessages.brandNameTaken('bosch'));
    const [ngk] = before.filter((brand) => brand.name === 'NGK');
    const renamed = await send(admin, 'PATCH', `/api/admin/brands/${ngk!.id}`, { name: 'DENSO' });
    expect(renamed.statusCode).toBe(409);
    expect(await allBrands()).toEqual(before);
  });

  it.each([
    [{}, 'Brand name is required'],
    [{ name: '   ' }, 'Brand name is required'],
    [{ name: 'x'.repeat(61) }, 'Brand name must be at most 60 characters'],
    [{ name: 'Good', logo: 'javascript:alert(1)' }, 'Image must be an uploaded file or a link'],
  ])('refuses the brand %j with a clear message', async (body, message) => {
    const before = await allBrands();
    const response = await send(admin, 'POST', '/api/admin/brands', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await allBrands()).toEqual(before);
  });

  it('refuses an empty edit and an unknown brand', async () => {
    const [brand] = await allBrands();
    const empty = await send(admin, 'PATCH', `/api/admin/brands/${brand!.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Nothing to update');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await send(admin, 'PATCH', `/api/admin/brands/${id}`, { name: 'Ghost' });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('keeps the brand list to admins: 403 for a customer, 401 for a visitor, changing nothing', async () => {
    const before = await allBrands();
    const [brand] = before;
    for (const [caller, status] of [
      [customer, 403],
      [undefined, 401],
    ] as const) {
      const calls = [
        await send(caller, 'POST', '/api/admin/brands', { name: 'Sneaky' }),
        await send(caller, 'PATCH', `/api/admin/brands/${brand!.id}`, { name: 'Sneaky' }),
        await send(caller, 'DELETE', `/api/admin/brands/${brand!.id}`),
      ];
      expect(calls.map((call) => call.statusCode)).toEqual([status, status, status]);
    }
    expect(await allBrands()).toEqual(before);
  });
});

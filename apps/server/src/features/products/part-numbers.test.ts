import { catalogueMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, partNumbers } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { newProduct, productRequests, useProductsShop } from '../../test/product-requests.js';

interface Answer {
  _id: string;
  productName: string;
  sku: string;
  brand: { _id: string; name: string; logo: string | null } | null;
  partNumbers?: Array<{ kind: string; maker: string; number: string }>;
  replaces?: string[];
  productNameBn?: string | null;
  match?: { kind: string; number: string };
}

describe('part numbers, SKUs and brands of a product', () => {
  const shop = useProductsShop();
  let admin: Customer;
  let customer: Customer;
  let boschId: string;
  beforeAll(async () => {
    ({ admin, customer } = shop);
    const [bosch] = await shop.app.db.select().from(brands).where(eq(brands.name, 'Bosch'));
    boschId = bosch!.id;
  });
  const { asAdmin, allRows, addProduct } = productRequests(() => ({ shop, admin }));
  const search = async (query: string) => {
    const response = await shop.app.inject(`/api/services?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { items: response.json() as Answer[], total: Number(response.headers['x-total-count']) };
  };
  const one = async (id: string) =>
    (await shop.app.inject({ url: `/api/service/${id}`, headers: customer.headers })).json() as Answer;

  const pads = {
    productName: 'Disc Brake Pad Set, front axle',
    brandId: undefined as string | undefined,
    sku: 'BP-AXIO-01',
    partNumbers: [
      { kind: 'aftermarket', maker: 'Bosch', number: '0 986 AB4 512' },
      { kind: 'oem', maker: 'Toyota', number: '04465-47070' },
    ],
    replaces: ['04465-47060'],
    productNameBn: 'সামনের ব্রেক প্যাড',
  };

  it('stores each number as typed and in normal form, and answers them with the brand and SKU', async () => {
    const created = (await addProduct({ ...pads, brandId: boschId })) as unknown as Answer;
    expect(created).toMatchObject({
      sku: 'BP-AXIO-01',
      brand: { _id: boschId, name: 'Bosch', logo: null },
      partNumbers: pads.partNumbers,
      replaces: ['04465-47060'],
      productNameBn: 'সামনের ব্রেক প্যাড',
      productDescriptionBn: null,
    });
    const rows = await shop.app.db
      .select({ kind: partNumbers.kind, number: partNumbers.number, normal: partNumbers.normal })
      .from(partNumbers)
      .where(eq(partNumbers.productId, created._id))
      .orderBy(partNumbers.kind);
    expect(rows).toEqual([
      { kind: 'aftermarket', number: '0 986 AB4 512', normal: '0986AB4512' },
      { kind: 'oem', number: '04465-47070', normal: '0446547070' },
      { kind: 'replaces', number: '04465-47060', normal: '0446547060' },
    ]);
    expect(await one(created._id)).toMatchObject({ partNumbers: pads.partNumbers, sku: 'BP-AXIO-01' });
    // A list carries brand and SKU, not the numbers.
    const { items } = await search('q=disc%20brake%20pad%20set');
    expect(items[0]).toMatchObject({ _id: created._id, sku: 'BP-AXIO-01', brand: { name: 'Bosch' } });
    expect(items[0]!.partNumbers).toBeUndefined();
  });

  it.each(['04465-47070', '0446547070', '04465 47070', '04465.47070', '04465/47070', ' 04465-4707 0 '])(
    'finds the part by its number typed as %j, first, saying how',
    async (typed) => {
      const { items, total } = await search(`q=${encodeURIComponent(typed)}&page=1&limit=24`);
      expect(items[0]).toMatchObject({
        productName: pads.productName,
        match: { kind: 'oem', number: '04465-47070' },
      });
      expect(total).toBe(items.length);
    },
  );

  it('finds it by the maker’s own number in any case, and by its SKU', async () => {
    expect((await search('q=0986ab4512')).items[0]).toMatchObject({
      productName: pads.productName,
      match: { kind: 'aftermarket', number: '0 986 AB4 512' },
    });
    expect((await search('q=bp%20axio%2001')).items[0]).toMatchObject({
      productName: pads.productName,
      match: { kind: 'sku', number: 'BP-AXIO-01' },
    });
  });

  it('finds the part that replaces a superseded number, saying which old number it was', async () => {
    const { items } = await search('q=04465-47060');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      productName: pads.productName,
      match: { kind: 'replaces', number: '04465-47060' },
    });
  });

  it('lists an exact number match before the parts whose name holds the words, paging and counting right', async () => {
    // A part named after the number comes after the part that carries it, however old it is.
    await addProduct({ productName: 'Pads like 04465-12592 fit' });
    const { items, total } = await search('q=04465-12592');
    expect(items.map((item) => item.match?.kind ?? 'name')).toEqual(['oem', 'name']);
    expect(items[0]!.productName).toBe('Ceramic Front Brake Pads for Toyota Corolla / Axio');
    expect(total).toBe(2);
    const first = await search('q=04465-12592&page=1&limit=1');
    const second = await search('q=04465-12592&page=2&limit=1');
    expect([first.items[0]!._id, second.items[0]!._id]).toEqual(items.map((item) => item._id));
    expect([first.total, second.total]).toEqual([2, 2]);
    expect((await search('q=04465-12592&page=3&limit=1')).items).toEqual([]);
    // The other filters hold for the exact matches too.
    expect(await search('q=04465-12592&category=spark-plugs')).toEqual({ items: [], total: 0 });
  });

  it('finds a number among other words (the brand and the number), and words still find by name', async () => {
    expect((await search('q=bosch%200986494512')).items[0]).toMatchObject({
      productName: 'Semi-Metallic Brake Pads for Honda Civic',
      match: { kind: 'aftermarket', number: '0 986 494 512' },
    });
    const { items } = await search('q=iridium');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.match === undefined)).toBe(true);
  });

  it('filters by brand, one or several, repeated or comma-separated, with the total', async () => {
    const all = (await search('')).items;
    const [ngk] = await shop.app.db.select().from(brands).where(eq(brands.name, 'NGK'));
    const ofNgk = all.filter((item) => item.brand?._id === ngk!.id);
    const ofBoth = all.filter((item) => [ngk!.id, boschId].includes(item.brand?._id ?? ''));
    expect(ofNgk.length).toBeGreaterThan(0);
    expect((await search(`brand=${ngk!.id}`)).items.map((item) => item._id)).toEqual(ofNgk.map((i) => i._id));
    for (const query of [`brand=${ngk!.id}&brand=${boschId}`, `brand=${ngk!.id},${boschId}`]) {
      const paged = await search(`${query}&page=1&limit=2`);
      expect(paged.total).toBe(ofBoth.length);
      expect(paged.items.map((item) => item._id)).toEqual(ofBoth.slice(0, 2).map((item) => item._id));
    }
    const refused = await shop.app.inject('/api/services?brand=bosch');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Brand must be a brand id');
  });

  it('replaces the numbers given on an edit, keeps those not given, and changes the brand and SKU', async () => {
    const created = (await addProduct({
      ...pads,
      sku: 'BP-EDIT-01',
      replaces: undefined,
    })) as unknown as Answer;
    const edited = await asAdmin('PATCH', `/api/service/${created._id}`, {
      partNumbers: [{ kind: 'oem', maker: 'Toyota', number: '04465-0K290' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      partNumbers: [{ kind: 'oem', maker: 'Toyota', number: '04465-0K290' }],
      replaces: [],
    });
    const put = await asAdmin('PUT', `/api/services/${created._id}`, {
      replaces: ['04465 0K280'],
      sku: 'BP-EDIT-02',
      brandId: null,
      productNameBn: null,
    });
    expect(put.json()).toMatchObject({
      partNumbers: [{ number: '04465-0K290' }],
      replaces: ['04465 0K280'],
      sku: 'BP-EDIT-02',
      brand: null,
      productNameBn: null,
    });
    expect((await search('q=044650k280')).items[0]).toMatchObject({
      _id: created._id,
      match: { kind: 'replaces' },
    });
    expect((await search('q=0446547070')).items.map((item) => item._id)).not.toContain(created._id);
  });

  it('refuses an SKU another part has, in any typed form, with 409, changing nothing', async () => {
    const before = await allRows();
    for (const sku of ['BP-AXIO-01', 'bp axio 01']) {
      const response = await asAdmin(
        'POST',
        '/api/services',
        newProduct({ ...pads, productName: 'Copy', sku }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(catalogueMessages.skuTaken('BP-AXIO-01'));
    }
    const [other] = before;
    const edit = await asAdmin('PATCH', `/api/service/${other!.id}`, { sku: 'BP-AXIO-01' });
    expect(edit.statusCode).toBe(409);
    expect(await allRows()).toEqual(before);
  });

  it('refuses an unknown brand with 400, changing nothing', async () => {
    const before = await allRows();
    const response = await asAdmin(
      'POST',
      '/api/services',
      newProduct({
        ...pads,
        sku: undefined,
        brandId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(catalogueMessages.unknownBrand);
    expect(await allRows()).toEqual(before);
  });

  it.each([
    [
      { partNumbers: [{ kind: 'genuine', maker: 'Toyota', number: '1' }] },
      'A part number is oem or aftermarket',
    ],
    [
      { partNumbers: [{ kind: 'oem', maker: ' ', number: '04465' }] },
      'Whose number it is (the maker) is required',
    ],
    [
      { partNumbers: [{ kind: 'oem', maker: 'Toyota', number: ' -./ ' }] },
      'A part number must hold a letter or a digit',
    ],
    [
      { partNumbers: [{ kind: 'oem', maker: 'Toyota', number: 'x'.repeat(41) }] },
      'A part number must be at most 40 characters',
    ],
    [
      {
        partNumbers: [
          { kind: 'oem', maker: 'Toyota', number: '04465-12592' },
          { kind: 'oem', maker: 'Toyota', number: '0446512592' },
        ],
      },
      'Part number 0446512592 is listed twice',
    ],
    [{ replaces: ['04465-1', '044651'] }, 'Part number 044651 is listed twice'],
    [{ sku: 'CP P1#' }, 'SKU may hold only letters, digits, spaces and . / _ -'],
    [{ productNameBn: '  ' }, 'Bangla name must not be blank'],
    [{ brandId: 'bosch' }, catalogueMessages.unknownBrand],
  ])('refuses %j with a clear message', async (fields, message) => {
    const before = await allRows();
    const response = await asAdmin(
      'POST',
      '/api/services',
      newProduct({ ...pads, sku: undefined, ...fields }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await allRows()).toEqual(before);
  });
});

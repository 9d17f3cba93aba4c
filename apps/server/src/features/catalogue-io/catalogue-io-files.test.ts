import { CATALOGUE_IMPORT_MAX_BYTES } from '@chaka/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { App } from '../../app.js';
import { products, stockChanges } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { catalogueIo, csvOf, newRow } from '../../test/catalogue-io-kit.js';
import { multipart } from '../../test/files.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('the catalogue import: files, size, access', () => {
  const shop = useTestShop({ customers: 1, admin: true });
  let app: App;
  let admin: Customer;
  const io = catalogueIo(
    () => app,
    () => admin,
  );

  beforeAll(() => {
    ({ app, admin } = shop);
  });

  const productBySku = async (sku: string) => {
    const [row] = await app.db.select().from(products).where(eq(products.sku, sku));
    return row;
  };

  it('takes an XLSX file in the form field "file"', async () => {
    const header = ['sku', 'name', 'price', 'availableQty', 'description', 'image'];
    const data = [
      header.map((value) => ({ value })),
      [
        { value: 'XLSX-1' },
        { value: 'এয়ার ফিল্টার' },
        { value: 450.5 },
        { value: 12 },
        { value: 'Air filter' },
        { value: '/images/parts/air-filter.svg' },
      ],
    ];
    const xlsx = (await writeXlsxFile(data).toBuffer()) as Buffer;
    const body = multipart([{ field: 'file', filename: 'catalogue.xlsx', content: xlsx }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.json()).toEqual({ created: 1, updated: 0, unchanged: 0, errors: [], applied: true });
    expect(await productBySku('XLSX-1')).toMatchObject({
      name: 'এয়ার ফিল্টার',
      priceMinor: 45_050,
      availableQty: 12,
    });
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const csv = csvOf([newRow('NOBODY-1')]);
    for (const [headers, status] of [
      [{}, 401],
      [shop.customer.headers, 403],
    ] as const) {
      const exported = await app.inject({ url: '/api/admin/catalogue.csv', headers });
      expect(exported.statusCode).toBe(status);
      const imported = await app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/import',
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: csv,
      });
      expect(imported.statusCode).toBe(status);
    }
    expect(await productBySku('NOBODY-1')).toBeUndefined();
  });

  it('imports 10,000 rows in one go, and a second time finds them all unchanged', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) =>
      newRow(`BULK-${index}`, { partNumbers: `oem:Toyota:04465-${10000 + index}`, availableQty: index % 50 }),
    );
    const csv = csvOf(rows);
    expect(csv.length).toBeGreaterThan(1024 * 1024);
    expect(await io.importCsv(csv)).toEqual({
      created: 10_000,
      updated: 0,
      unchanged: 0,
      errors: [],
      applied: true,
    });
    const history = await app.db
      .select({ id: stockChanges.id })
      .from(stockChanges)
      .innerJoin(products, eq(products.id, stockChanges.productId))
      .where(and(eq(stockChanges.reason, 'import'), like(products.sku, 'BULK-%')));
    expect(history.length).toBe(rows.filter((row) => row.availableQty !== 0).length);
    expect(await io.importCsv(csv, '?dryRun=1')).toEqual({
      created: 0,
      updated: 0,
      unchanged: 10_000,
      errors: [],
      applied: false,
    });
  }, 120_000);

  it('refuses a body over the limit with 413, and a body that is neither CSV nor a form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: 'x'.repeat(CATALOGUE_IMPORT_MAX_BYTES + 1),
    });
    expect(response.statusCode).toBe(413);
    const json = await app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: admin.headers,
      payload: { sku: 'X' },
    });
    expect(json.statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { partNumbers, productFitment, products, stockChanges } from '../../db/schema/index.js';
import type { Customer } from '../../test/app.js';
import { catalogueIo, createBrand, csvOf, csvRecords, newRow } from '../../test/catalogue-io-kit.js';
import { createProduct, createVehicle } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('the catalogue as CSV: export, change, import', () => {
  const shop = useTestShop({ customers: 1, admin: true });
  let app: App;
  let admin: Customer;
  const io = catalogueIo(
    () => app,
    () => admin,
  );
  let vehicleId: string;

  beforeAll(async () => {
    ({ app, admin } = shop);
    await createBrand(app, 'Toyota Genuine');
    await createBrand(app, 'Bosch');
    vehicleId = (await createVehicle(app.db)).id;
  });

  const productBySku = async (sku: string) => {
    const [row] = await app.db.select().from(products).where(eq(products.sku, sku));
    return row;
  };

  it('creates parts from a file, with brand, numbers, fitment and Bangla text, and exports them back', async () => {
    const csv = csvOf([
      newRow('TG-04465', {
        name: 'ব্রেক প্যাড, সামনের',
        brand: 'toyota genuine',
        category: 'Brake Pads',
        weightGrams: 900,
        warrantyMonths: 6,
        partNumbers: 'oem:Toyota:04465-12592; aftermarket:Bosch:0986494512',
        replaces: '04465-12590',
        description: '=Front pads, "ceramic"\nfor Axio',
        vehicles: vehicleId,
      }),
      newRow('BOSCH-T10', { brand: 'Bosch', category: 'car-bulbs', vehicles: 'all', availableQty: 0 }),
    ]);
    expect(await io.importCsv(csv)).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
      applied: true,
    });

    const pads = (await productBySku('TG-04465'))!;
    expect(pads).toMatchObject({
      priceMinor: 125_000,
      weightGrams: 900,
      warrantyMonths: 6,
      category: 'brake-pads',
    });
    const numbers = await app.db.select().from(partNumbers).where(eq(partNumbers.productId, pads.id));
    expect(numbers.map((number) => [number.kind, number.normal])).toEqual(
      expect.arrayContaining([
        ['oem', '0446512592'],
        ['aftermarket', '0986494512'],
        ['replaces', '0446512590'],
      ]),
    );
    const fits = await app.db.select().from(productFitment).where(eq(productFitment.productId, pads.id));
    expect(fits.map((fit) => fit.vehicleId)).toEqual([vehicleId]);

    const exported = await io.exportCsv();
    expect(
      exported.startsWith(
        '\ufeffsku,name,brand,category,price,availableQty,minOrderQty,weightGrams,warrantyMonths,partNumbers,replaces,description,image,vehicles\n',
      ),
    ).toBe(true);
    const rows = csvRecords(exported);
    expect(rows.find((row) => row.sku === 'TG-04465')).toEqual({
      sku: 'TG-04465',
      name: 'ব্রেক প্যাড, সামনের',
      brand: 'Toyota Genuine',
      category: 'brake-pads',
      price: '1250.00',
      availableQty: '10',
      minOrderQty: '1',
      weightGrams: '900',
      warrantyMonths: '6',
      partNumbers: 'oem:Toyota:04465-12592;aftermarket:Bosch:0986494512',
      replaces: '04465-12590',
      // A formula is guarded in the file, and the guard taken off again on import.
      description: '\'=Front pads, "ceramic"\nfor Axio',
      image: '/images/parts/brake-pads-ceramic.svg',
      vehicles: vehicleId,
    });
    expect(rows.find((row) => row.sku === 'BOSCH-T10')?.vehicles).toBe('all');
  });

  it('round trip: the export with new prices imported makes the catalogue match the file', async () => {
    await createProduct(app.db, { name: 'Plain part', sku: 'PLAIN-1', fitsAllVehicles: false });
    const before = csvRecords(await io.exportCsv());
    const changed = before.map((row, index) => (index % 2 === 0 ? { ...row, price: '99.50' } : row));
    const report = await io.importCsv(csvOf(changed));
    const halves = changed.filter((_, index) => index % 2 === 0).length;
    expect(report).toEqual({
      created: 0,
      updated: halves,
      unchanged: before.length - halves,
      errors: [],
      applied: true,
    });
    expect(csvRecords(await io.exportCsv())).toEqual(changed);
    // The same file again changes nothing.
    expect(await io.importCsv(csvOf(changed))).toMatchObject({
      updated: 0,
      unchanged: before.length,
      applied: false,
    });
  });

  it('a dry run answers the report and changes nothing', async () => {
    const before = await io.exportCsv();
    const rows = csvRecords(before);
    const csv = csvOf([{ ...rows[0]!, price: '1.00' }, newRow('DRY-1')]);
    expect(await io.importCsv(csv, '?dryRun=1')).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [],
      applied: false,
    });
    expect(await io.exportCsv()).toBe(before);
    expect(await productBySku('DRY-1')).toBeUndefined();
  });

  it('reports every bad row with its line and a clear message, and applies the good ones', async () => {
    const csv = csvOf([
      newRow('GOOD-1'),
      newRow('BAD-BRAND', { brand: 'Nobrand' }),
      newRow('BAD-PRICE', { price: '12,50' }),
      newRow('BAD-VEHICLE', { vehicles: '00000000-0000-4000-8000-000000000000' }),
      newRow('TWICE'),
      newRow('twice', { name: 'Same SKU in another spelling' }),
      newRow('BAD-NUMBER', { partNumbers: 'oem-04465' }),
      newRow('BAD-CATEGORY', { category: 'wipers' }),
      newRow('BAD-QTY', { availableQty: '-3' }),
      newRow('NO-IMAGE', { image: '' }),
      newRow('BAD-VEHICLE-ID', { vehicles: 'axio' }),
      newRow('', { name: '', price: '' }),
    ]);
    const report = await io.importCsv(csv);
    expect(report).toMatchObject({ created: 1, updated: 0, unchanged: 0, applied: true });
    expect(report.errors).toEqual([
      { line: 3, message: 'Unknown brand "Nobrand": add it under Brands first' },
      { line: 4, message: 'Bad price "12,50": a number like 1250 or 1250.50' },
      { line: 5, message: 'Unknown vehicle 00000000-0000-4000-8000-000000000000' },
      { line: 6, message: 'SKU TWICE is on lines 6, 7: one line per SKU' },
      { line: 7, message: 'SKU twice is on lines 6, 7: one line per SKU' },
      {
        line: 8,
        message:
          'Bad part number "oem-04465": write kind:maker:number, as oem:Toyota:04465-12592 or aftermarket:Bosch:0986494512',
      },
      {
        line: 9,
        message:
          'Unknown category "wipers": one of brake-pads, car-bulbs, air-filters, motor-oil, spark-plugs',
      },
      { line: 10, message: 'Bad availableQty "-3": a whole number from 0 to 1000000' },
      { line: 11, message: 'image is required for a new product' },
      { line: 12, message: 'Bad vehicle "axio": a vehicle id, or all for every vehicle' },
      { line: 13, message: 'name is required' },
      { line: 13, message: 'price is required' },
    ]);
    expect(await productBySku('GOOD-1')).toBeDefined();
    expect(await productBySku('BAD-BRAND')).toBeUndefined();
  });

  it('refuses a file without the required columns or with an unknown one, on line 1', async () => {
    expect((await io.importCsv('sku,name\nX-1,Pads\n')).errors).toEqual([
      { line: 1, message: 'Missing required columns: price, availableQty' },
    ]);
    expect((await io.importCsv('sku,name,price,availableQty,colour\n')).errors[0]?.message).toMatch(
      /^Unknown column "colour"/,
    );
  });

  it('with atomic=1 applies nothing when a row is bad, and everything when none is', async () => {
    const bad = csvOf([newRow('ATOM-1'), newRow('ATOM-2', { price: 'free' })]);
    expect(await io.importCsv(bad, '?atomic=1')).toMatchObject({ created: 1, applied: false });
    expect(await productBySku('ATOM-1')).toBeUndefined();
    const good = csvOf([newRow('ATOM-1'), newRow('ATOM-2')]);
    expect(await io.importCsv(good, '?atomic=1')).toMatchObject({ created: 2, errors: [], applied: true });
  });

  it('writes each change of stock to the stock history as "import", by the admin', async () => {
    const part = await createProduct(app.db, { sku: 'STOCK-1', availableQty: 5 });
    const row = csvRecords(await io.exportCsv()).find((found) => found.sku === 'STOCK-1')!;
    await io.importCsv(csvOf([{ ...row, availableQty: '42' }, newRow('STOCK-NEW', { availableQty: 7 })]));
    const history = await app.db.select().from(stockChanges).where(eq(stockChanges.reason, 'import'));
    expect(history.find((change) => change.productId === part.id)).toMatchObject({
      before: 5,
      after: 42,
      by: admin.name,
      userId: admin.id,
    });
    const created = (await productBySku('STOCK-NEW'))!;
    expect(history.find((change) => change.productId === created.id)).toMatchObject({ before: 0, after: 7 });
  });
});

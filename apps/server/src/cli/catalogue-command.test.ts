import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, stockChanges } from '../db/schema/index.js';
import { csvOf, csvRecords, newRow } from '../test/catalogue-io-kit.js';
import { createProduct } from '../test/factories.js';
import { useTestShop } from '../test/use-test-shop.js';
import { CATALOGUE_USAGE, COMMAND_LINE, runCatalogueCommand } from './catalogue-command.js';

describe('npm run catalogue -- export file.csv / import file.csv [--dry-run]', () => {
  const shop = useTestShop();
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'chaka-catalogue-'));
  });

  it('exports the catalogue to a file, and imports it changed, after a dry run that changes nothing', async () => {
    const part = await createProduct(shop.app.db, { sku: 'CLI-1', availableQty: 3 });
    const file = path.join(folder, 'catalogue.csv');
    expect(await runCatalogueCommand(['export', file], shop.database)).toEqual({
      exitCode: 0,
      message: `Wrote the catalogue to ${file}.`,
    });
    const rows = csvRecords(await readFile(file, 'utf8'));
    expect(rows.map((row) => row.sku)).toContain('CLI-1');

    const changed = path.join(folder, 'changed.csv');
    const edited = rows.map((row) =>
      row.sku === 'CLI-1' ? { ...row, price: '77.00', availableQty: '9' } : row,
    );
    await writeFile(changed, csvOf([...edited, newRow('CLI-2'), newRow('CLI-3', { price: 'lots' })]));

    const dry = await runCatalogueCommand(['import', changed, '--dry-run'], shop.database);
    expect(dry).toEqual({
      exitCode: 1,
      message: `Dry run, nothing changed: 1 to create, 1 to update, ${rows.length - 1} unchanged, 1 error.\n  line ${rows.length + 3}: Bad price "lots": a number like 1250 or 1250.50`,
    });
    const [before] = await shop.app.db.select().from(products).where(eq(products.id, part.id));
    expect(before?.priceMinor).toBe(part.priceMinor);

    const applied = await runCatalogueCommand(['import', changed], shop.database);
    expect(applied.message).toMatch(/^Applied: 1 to create, 1 to update/);
    const [after] = await shop.app.db.select().from(products).where(eq(products.id, part.id));
    expect(after).toMatchObject({ priceMinor: 7700, availableQty: 9 });
    const [change] = await shop.app.db.select().from(stockChanges).where(eq(stockChanges.productId, part.id));
    expect(change).toMatchObject({ reason: 'import', before: 3, after: 9, by: COMMAND_LINE, userId: null });
  });

  it('shows its usage for anything else', async () => {
    for (const args of [[], ['export'], ['import', 'x.csv', '--force'], ['delete', 'x.csv']])
      expect(await runCatalogueCommand(args, shop.database)).toEqual({
        exitCode: 2,
        message: CATALOGUE_USAGE,
      });
  });
});

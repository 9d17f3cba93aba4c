import { CATALOGUE_CSV_COLUMNS, type CatalogueImportReport } from '@chaka/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { brands } from '../db/schema/index.js';
import type { Customer } from './app.js';

/** The calls of the catalogue's import and export tests. */
export function catalogueIo(app: () => App, admin: () => Customer) {
  const exportCsv = async () => {
    const response = await app().inject({ url: '/api/admin/catalogue.csv', headers: admin().headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };
  const importCsv = async (csv: string, query = '', status = 200) => {
    const response = await app().inject({
      method: 'POST',
      url: `/api/admin/catalogue/import${query}`,
      headers: { ...admin().headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as CatalogueImportReport;
  };
  return { exportCsv, importCsv };
}

/** A CSV's rows as objects by column. */
export const csvRecords = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });

/** Rows as a CSV with the export's columns (those a row leaves out empty). */
export const csvOf = (
  rows: readonly Record<string, string | number>[],
  columns: readonly string[] = CATALOGUE_CSV_COLUMNS,
) =>
  stringify(
    rows.map((row) => columns.map((column) => String(row[column] ?? ''))),
    { header: true, columns: [...columns] },
  );

export async function createBrand(app: App, name: string): Promise<string> {
  const [row] = await app.db.insert(brands).values({ name }).returning();
  return row!.id;
}

/** A new product's row: every column a new product needs. */
export const newRow = (sku: string, fields: Record<string, string | number> = {}) => ({
  sku,
  name: `Brake pads ${sku}`,
  price: '1250.00',
  availableQty: 10,
  description: 'Ceramic pads for the front axle.',
  image: '/images/parts/brake-pads-ceramic.svg',
  ...fields,
});

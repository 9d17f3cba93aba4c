// The catalogue import case of `npm run bench` (issue 36): 10,000 new parts from one CSV, timed.
import { CATALOGUE_CSV_COLUMNS } from '@chaka/contract';
import type { DatabaseKind } from './cases.js';
import type { Row } from './harness.js';
import { ADMIN, type Shop, signIn } from './shop.js';

export const IMPORT_ROWS = 10_000;
/** The bound: 10,000 rows import in under 30 seconds on PGlite. */
export const IMPORT_MAX_SECONDS = 30;
export const IMPORT_CASE_NAME = `POST import of ${IMPORT_ROWS.toLocaleString('en')} rows (CSV)`;

/** A CSV of `count` new parts, each with a brandless SKU, two part numbers and stock. */
function importCsv(count: number, run: string): string {
  const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
  for (let index = 0; index < count; index += 1) {
    const cells: Record<string, string> = {
      sku: `BENCH-${run}-${index}`,
      name: `Bench brake pads ${index}`,
      category: 'brake-pads',
      price: `${100 + (index % 900)}.50`,
      availableQty: String(index % 40),
      minOrderQty: '1',
      weightGrams: '800',
      warrantyMonths: '6',
      partNumbers: `oem:Toyota:04465-${String(index).padStart(5, '0')};aftermarket:Bosch:0986${index}`,
      replaces: `04465-X${index}`,
      description: '"Ceramic pads, low dust; fits the front axle"',
      image: '/images/parts/brake-pads-ceramic.svg',
      vehicles: '',
    };
    lines.push(CATALOGUE_CSV_COLUMNS.map((column) => cells[column] ?? '').join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** Imports IMPORT_ROWS new parts as the admin and times it, once: a row of the table. */
export async function importCase(shop: Shop, database: DatabaseKind): Promise<Row> {
  const admin = await signIn(shop, ADMIN.email, ADMIN.password);
  const csv = importCsv(IMPORT_ROWS, Date.now().toString(36));
  shop.rss.resetPeak();
  const started = performance.now();
  const response = await fetch(`${shop.url}/api/admin/catalogue/import`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'text/csv' },
    body: csv,
  });
  const report = (await response.json()) as { created?: number; errors?: unknown[] };
  const ms = Math.round(performance.now() - started);
  const created = report.created ?? 0;
  return {
    database,
    name: IMPORT_CASE_NAME,
    note: `${(csv.length / 1024 / 1024).toFixed(1)} MB; ${created} created, ${report.errors?.length ?? '?'} errors; one request, timed`,
    requestsPerSecond: Math.round((created / ms) * 1000),
    p50Ms: ms,
    p99Ms: ms,
    errors: response.ok ? 0 : 1,
    statuses: { [response.status]: 1 },
    serverErrors: response.status >= 500 ? 1 : 0,
    peakRssMb: shop.rss.peakMb(),
    ratioToCeiling: 0,
    targets: [
      { label: `all ${IMPORT_ROWS} rows created`, met: created === IMPORT_ROWS },
      {
        label: `under ${IMPORT_MAX_SECONDS} s (${(ms / 1000).toFixed(1)} s)`,
        met: ms < IMPORT_MAX_SECONDS * 1000,
      },
    ],
  };
}

import { Readable } from 'node:stream';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_LIST_SEPARATOR,
  CATALOGUE_UNIVERSAL,
  toMajorDecimal,
} from '@chaka/contract';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, partNumbers, productFitment, products } from '../../db/schema/index.js';

/** Products read per query: flat memory on PGlite and PostgreSQL alike. */
export const CATALOGUE_CSV_BATCH = 500;

type Row = { product: typeof products.$inferSelect; brand: string | null; at: string };
type NumberRow = typeof partNumbers.$inferSelect;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function csvRow(
  { product, brand }: Row,
  numbers: readonly NumberRow[],
  vehicleIds: readonly string[],
): string[] {
  const own = numbers.filter((number) => number.kind !== 'replaces');
  const replaced = numbers.filter((number) => number.kind === 'replaces');
  return [
    product.sku,
    product.name,
    brand ?? '',
    product.category ?? '',
    toMajorDecimal(product.priceMinor),
    String(product.availableQty),
    String(product.minOrderQty),
    String(product.weightGrams),
    String(product.warrantyMonths),
    own
      .map((number) => `${number.kind}:${number.maker ?? ''}:${number.number}`)
      .join(CATALOGUE_LIST_SEPARATOR),
    replaced.map((number) => number.number).join(CATALOGUE_LIST_SEPARATOR),
    product.description,
    product.image,
    product.fitsAllVehicles ? CATALOGUE_UNIVERSAL : vehicleIds.join(CATALOGUE_LIST_SEPARATOR),
  ];
}

/**
 * Every product, oldest first, a batch at a time after the last (created_at, id) of the batch
 * before (keyset paging on the list's index): any catalogue streams in flat memory.
 */
export async function* catalogueCsvRows(db: Db) {
  // The timestamp as PostgreSQL's text, to the microsecond (a Date would cut it to milliseconds, and
  // the parts of one import share theirs).
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const batch = await db
      .select({ product: products, brand: brands.name, at: sql<string>`${products.createdAt}::text` })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(
        after &&
          or(
            sql`${products.createdAt} > ${after.createdAt}::timestamptz`,
            and(sql`${products.createdAt} = ${after.createdAt}::timestamptz`, gt(products.id, after.id)),
          ),
      )
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(CATALOGUE_CSV_BATCH);
    if (batch.length === 0) return;
    const ids = batch.map((row) => row.product.id);
    const numbers = await db
      .select()
      .from(partNumbers)
      .where(inArray(partNumbers.productId, ids))
      .orderBy(asc(partNumbers.position));
    const fitment = await db
      .select({ productId: productFitment.productId, vehicleId: productFitment.vehicleId })
      .from(productFitment)
      .where(inArray(productFitment.productId, ids))
      .orderBy(asc(productFitment.vehicleId));
    const numbersOf = groupBy(numbers, (number) => number.productId);
    const vehiclesOf = groupBy(fitment, (row) => row.productId);
    for (const row of batch) {
      const vehicleIds = (vehiclesOf.get(row.product.id) ?? []).map((fit) => fit.vehicleId);
      yield csvRow(row, numbersOf.get(row.product.id) ?? [], vehicleIds);
    }
    if (batch.length < CATALOGUE_CSV_BATCH) return;
    const last = batch.at(-1)!;
    after = { createdAt: last.at, id: last.product.id };
  }
}

/**
 * GET /api/admin/catalogue.csv: UTF-8 with a byte order mark (Excel reads Bangla right), fields
 * quoted where they must be, and a cell a spreadsheet would run as a formula (= + - @) guarded
 * with an apostrophe, which the import takes off again.
 */
export function catalogueCsv(db: Db): Readable {
  const rows = Readable.from(catalogueCsvRows(db));
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...CATALOGUE_CSV_COLUMNS],
    escape_formulas: true,
  });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

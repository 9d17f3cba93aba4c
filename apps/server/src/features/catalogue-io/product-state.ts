import { type Category, normalPartNumber, type PartNumber } from '@chaka/contract';
import { asc, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { brands, partNumbers, productFitment, products, vehicles } from '../../db/schema/index.js';

/** A product as the import compares and writes it: the fields of the spreadsheet's columns. */
export interface ProductState {
  id: string;
  sku: string | null;
  name: string;
  description: string;
  image: string;
  category: Category | null;
  priceMinor: number;
  availableQty: number;
  minOrderQty: number;
  weightGrams: number;
  warrantyMonths: number;
  brandId: string | null;
  fitsAll: boolean;
  /** Sorted. */
  vehicleIds: string[];
  partNumbers: PartNumber[];
  replaces: string[];
}

/** The SKU as matched: the part-number rule (CP-P10001, cp p10001 and CPP10001 are one). */
export const normalSku = normalPartNumber;
const skuNormalSql = sql`upper(regexp_replace(${products.sku}, '[[:space:]./-]+', '', 'g'))`;

/** A list of texts as one parameter, however long: `column in (elements of the JSON array)`. */
export const inJson = (column: SQL | typeof products.id, values: readonly string[]) =>
  sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Every brand, by its name in lower case ("bosch" in a spreadsheet is Bosch). */
export async function brandIds(db: Db | Tx): Promise<Map<string, string>> {
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Which of these vehicle ids are vehicles of the shop. */
export async function knownVehicles(db: Db | Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(inJson(sql`${vehicles.id}::text`, ids));
  return new Set(rows.map((row) => row.id));
}

/** The products with these SKUs (in normal form), by normal SKU, with their numbers and fitment. */
export async function productsBySku(
  db: Db | Tx,
  normals: readonly string[],
): Promise<Map<string, ProductState>> {
  if (normals.length === 0) return new Map();
  const found = await db.select().from(products).where(inJson(skuNormalSql, normals));
  const ids = found.map((product) => product.id);
  const idText = sql`${partNumbers.productId}::text`;
  const numbers =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(partNumbers)
          .where(inJson(idText, ids))
          .orderBy(asc(partNumbers.productId), asc(partNumbers.position));
  const fitment =
    ids.length === 0
      ? []
      : await db
          .select({ productId: productFitment.productId, vehicleId: productFitment.vehicleId })
          .from(productFitment)
          .where(inJson(sql`${productFitment.productId}::text`, ids));
  const states = new Map<string, ProductState>();
  const byId = new Map<string, ProductState>();
  for (const product of found) {
    const state: ProductState = {
      id: product.id,
      sku: product.sku,
      name: product.name,
      description: product.description,
      image: product.image,
      category: (product.category as Category | null) ?? null,
      priceMinor: product.priceMinor,
      availableQty: product.availableQty,
      minOrderQty: product.minOrderQty,
      weightGrams: product.weightGrams,
      warrantyMonths: product.warrantyMonths,
      brandId: product.brandId,
      fitsAll: product.fitsAllVehicles,
      vehicleIds: [],
      partNumbers: [],
      replaces: [],
    };
    states.set(normalSku(product.sku), state);
    byId.set(product.id, state);
  }
  for (const number of numbers) {
    const state = byId.get(number.productId)!;
    if (number.kind === 'replaces') state.replaces.push(number.number);
    else state.partNumbers.push({ kind: number.kind, maker: number.maker ?? '', number: number.number });
  }
  for (const row of fitment) byId.get(row.productId)!.vehicleIds.push(row.vehicleId);
  for (const state of byId.values()) state.vehicleIds.sort();
  return states;
}

export const sameList = <T>(a: readonly T[], b: readonly T[], same = (x: T, y: T) => x === y) =>
  a.length === b.length && a.every((item, index) => same(item, b[index]!));

const samePartNumber = (a: PartNumber, b: PartNumber) =>
  a.kind === b.kind && a.maker === b.maker && a.number === b.number;

/** What differs between a product and what the row makes of it. */
export function differences(before: ProductState, after: ProductState) {
  const numbers =
    !sameList(before.partNumbers, after.partNumbers, samePartNumber) ||
    !sameList(before.replaces, after.replaces);
  const fitment =
    before.fitsAll !== after.fitsAll || (!after.fitsAll && !sameList(before.vehicleIds, after.vehicleIds));
  const fields = (
    [
      'name',
      'description',
      'image',
      'category',
      'priceMinor',
      'availableQty',
      'minOrderQty',
      'weightGrams',
      'warrantyMonths',
      'brandId',
    ] as const
  ).some((key) => before[key] !== after[key]);
  return { numbers, fitment, fields, any: numbers || fitment || fields };
}

import { randomUUID } from 'node:crypto';
import { type CatalogueImportError, catalogueImportMessages as says } from '@chaka/contract';
import type { Db, Tx } from '../../db/client.js';
import {
  brandIds,
  differences,
  knownVehicles,
  normalSku,
  type ProductState,
  productsBySku,
} from './product-state.js';
import type { ImportRow } from './read-rows.js';

/** A product's new state and what of it changes. */
export interface PlannedUpdate {
  before: ProductState;
  after: ProductState;
  numbers: boolean;
  fitment: boolean;
}

/** What an import would do: the products it creates and updates, and its errors, by line. */
export interface ImportPlan {
  creates: ProductState[];
  updates: PlannedUpdate[];
  unchanged: number;
  errors: CatalogueImportError[];
}

/** A new product's values where its row leaves a column out (the same as adding one by hand). */
const DEFAULTS = { minOrderQty: 1, weightGrams: 500, warrantyMonths: 0 } as const;

/** The product a row makes: the row's values over the product's (or a new product's defaults). */
function stateOf(row: ImportRow, before: ProductState | undefined, brandId: string | null | undefined) {
  const fitment = row.fitment;
  return {
    id: before?.id ?? randomUUID(),
    sku: before?.sku ?? row.sku,
    name: row.name,
    description: row.description ?? before?.description ?? '',
    image: row.image ?? before?.image ?? '',
    category: row.category === undefined ? (before?.category ?? null) : row.category,
    priceMinor: row.priceMinor,
    availableQty: row.availableQty,
    minOrderQty: row.minOrderQty ?? before?.minOrderQty ?? DEFAULTS.minOrderQty,
    weightGrams: row.weightGrams ?? before?.weightGrams ?? DEFAULTS.weightGrams,
    warrantyMonths: row.warrantyMonths ?? before?.warrantyMonths ?? DEFAULTS.warrantyMonths,
    brandId: brandId === undefined ? (before?.brandId ?? null) : brandId,
    fitsAll: fitment ? fitment.all : (before?.fitsAll ?? false),
    vehicleIds: fitment ? (fitment.all ? [] : [...fitment.vehicleIds].sort()) : (before?.vehicleIds ?? []),
    partNumbers: row.partNumbers ?? before?.partNumbers ?? [],
    replaces: row.replaces ?? before?.replaces ?? [],
  } satisfies ProductState;
}

/** Lines of each SKU written more than once in the file. */
function repeatedSkus(rows: readonly ImportRow[]): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  for (const row of rows) {
    if (row.sku === null) continue;
    const key = normalSku(row.sku);
    lines.set(key, [...(lines.get(key) ?? []), row.line]);
  }
  return new Map([...lines].filter(([, found]) => found.length > 1));
}

/**
 * Matches the rows to the shop's products by SKU and checks what only the database knows (brands,
 * vehicles): three queries for the whole file, whatever its length.
 */
export async function planImport(
  db: Db | Tx,
  rows: readonly ImportRow[],
  earlier: readonly CatalogueImportError[],
): Promise<ImportPlan> {
  const errors = [...earlier];
  const brands = await brandIds(db);
  const vehicleIds = [
    ...new Set(rows.flatMap((row) => (row.fitment && !row.fitment.all ? row.fitment.vehicleIds : []))),
  ];
  const vehicles = await knownVehicles(db, vehicleIds);
  const skus = [...new Set(rows.flatMap((row) => (row.sku === null ? [] : [normalSku(row.sku)])))];
  const existing = await productsBySku(db, skus);
  const repeated = repeatedSkus(rows);

  const plan: ImportPlan = { creates: [], updates: [], unchanged: 0, errors };
  for (const row of rows) {
    const problems: string[] = [];
    const twice = row.sku === null ? undefined : repeated.get(normalSku(row.sku));
    if (twice) problems.push(says.duplicateSku(row.sku!, twice));
    const brandId = row.brand ? brands.get(row.brand.toLowerCase()) : row.brand;
    if (row.brand && !brandId) problems.push(says.unknownBrand(row.brand));
    if (row.fitment && !row.fitment.all)
      for (const id of row.fitment.vehicleIds) if (!vehicles.has(id)) problems.push(says.unknownVehicle(id));
    const before = row.sku === null ? undefined : existing.get(normalSku(row.sku));
    if (!before) {
      if (row.description === undefined) problems.push(says.requiredForNew('description'));
      if (row.image === undefined) problems.push(says.requiredForNew('image'));
    }
    if (problems.length > 0) {
      errors.push(...problems.map((message) => ({ line: row.line, message })));
      continue;
    }
    const after = stateOf(row, before, brandId);
    if (!before) {
      plan.creates.push(after);
      continue;
    }
    const changed = differences(before, after);
    if (changed.any) plan.updates.push({ before, after, numbers: changed.numbers, fitment: changed.fitment });
    else plan.unchanged += 1;
  }
  errors.sort((a, b) => a.line - b.line);
  return plan;
}

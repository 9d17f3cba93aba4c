import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_REQUIRED_COLUMNS,
  type CatalogueColumn,
  type CatalogueImportError,
  type Category,
  type PartNumber,
  catalogueImportMessages as says,
} from '@chaka/contract';
import type { Table } from './read-table.js';
import {
  CellError,
  type Fitment,
  readAvailableQty,
  readCategory,
  readDescription,
  readImage,
  readMinOrderQty,
  readName,
  readPartNumbers,
  readPrice,
  readReplaces,
  readSku,
  readVehicles,
  readWarrantyMonths,
  readWeightGrams,
  unguarded,
} from './row-cells.js';

/**
 * One good row of an import, read. A field left undefined keeps the product's value (its column is
 * not in the file, or, for minOrderQty, weightGrams, warrantyMonths, description and image, its
 * cell is empty); a new product takes the shop's default there.
 */
export interface ImportRow {
  line: number;
  /** Null: a new product, given the shop's next SKU. */
  sku: string | null;
  name: string;
  /** The brand as typed; null: no brand. */
  brand?: string | null;
  category?: Category | null;
  priceMinor: number;
  availableQty: number;
  minOrderQty?: number;
  weightGrams?: number;
  warrantyMonths?: number;
  partNumbers?: PartNumber[];
  replaces?: string[];
  description?: string;
  image?: string;
  fitment?: Fitment;
}

export interface ReadRows {
  rows: ImportRow[];
  errors: CatalogueImportError[];
}

const known = new Map<string, CatalogueColumn>(
  CATALOGUE_CSV_COLUMNS.map((name) => [name.toLowerCase(), name]),
);

/** Which column is where, from the first row; a problem there makes the whole file wrong. */
function readHeader(header: string[]): { at: Map<CatalogueColumn, number>; errors: string[] } {
  const at = new Map<CatalogueColumn, number>();
  const errors: string[] = [];
  header.forEach((cell, index) => {
    const text = cell.trim();
    if (text === '') return;
    const column = known.get(text.toLowerCase());
    if (!column) errors.push(says.unknownColumn(text));
    else if (at.has(column)) errors.push(says.repeatedColumn(column));
    else at.set(column, index);
  });
  const missing = CATALOGUE_REQUIRED_COLUMNS.filter((column) => !at.has(column));
  if (missing.length > 0) errors.unshift(says.missingColumns(missing));
  return { at, errors };
}

type Reader<T> = (text: string) => T;

/** Reads every row of a table (line 1 the header) into rows to apply and errors with their lines. */
export function readRows(table: Table): ReadRows {
  const [header, ...body] = table;
  if (!header || header.every((cell) => cell.trim() === '')) {
    return { rows: [], errors: [{ line: 1, message: says.empty }] };
  }
  const { at, errors: headerErrors } = readHeader(header);
  if (headerErrors.length > 0)
    return { rows: [], errors: headerErrors.map((message) => ({ line: 1, message })) };
  if (body.length > CATALOGUE_IMPORT_MAX_ROWS)
    return { rows: [], errors: [{ line: 1, message: says.tooManyRows }] };

  const rows: ImportRow[] = [];
  const errors: CatalogueImportError[] = [];
  body.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const problems: string[] = [];
    const cell = (column: CatalogueColumn) => unguarded(cells[at.get(column) ?? -1]);
    /**
     * The column's value; undefined when the column is not in the file (or, `keep`, its cell is
     * empty); `required`: an empty cell is a problem.
     */
    const read = <T>(
      column: CatalogueColumn,
      reader: Reader<T>,
      empty?: 'keep' | 'required',
    ): T | undefined => {
      if (!at.has(column)) return undefined;
      const text = cell(column);
      if (empty === 'keep' && text === '') return undefined;
      if (empty === 'required' && text === '') {
        problems.push(says.required(column));
        return undefined;
      }
      try {
        return reader(text);
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        problems.push(error.message);
        return undefined;
      }
    };
    const row: ImportRow = {
      line,
      sku: read('sku', (text) => (text === '' ? null : readSku(text))) ?? null,
      name: read('name', readName, 'required') ?? '',
      brand: read('brand', (text) => (text === '' ? null : text)),
      category: read('category', readCategory),
      priceMinor: read('price', readPrice, 'required') ?? 0,
      availableQty: read('availableQty', readAvailableQty, 'required') ?? 0,
      minOrderQty: read('minOrderQty', readMinOrderQty, 'keep'),
      weightGrams: read('weightGrams', readWeightGrams, 'keep'),
      warrantyMonths: read('warrantyMonths', readWarrantyMonths, 'keep'),
      partNumbers: read('partNumbers', readPartNumbers),
      replaces: read('replaces', readReplaces),
      description: read('description', readDescription, 'keep'),
      image: read('image', readImage, 'keep'),
      fitment: read('vehicles', readVehicles),
    };
    if (problems.length > 0) errors.push(...problems.map((message) => ({ line, message })));
    else rows.push(row);
  });
  return { rows, errors };
}

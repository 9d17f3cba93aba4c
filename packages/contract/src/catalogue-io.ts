import { z } from 'zod';
import { CATEGORIES } from './constants.js';

/**
 * Issue 36: the whole catalogue as a spreadsheet. GET /api/admin/catalogue.csv writes these columns,
 * POST /api/admin/catalogue/import reads them (CSV or XLSX); docs/catalogue-import.md tells each.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'name',
  'brand',
  'category',
  'price',
  'availableQty',
  'minOrderQty',
  'weightGrams',
  'warrantyMonths',
  'partNumbers',
  'replaces',
  'description',
  'image',
  'vehicles',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The columns an import's header must hold; the others may be left out (an update keeps those values). */
export const CATALOGUE_REQUIRED_COLUMNS = ['sku', 'name', 'price', 'availableQty'] as const;

/** `vehicles` of a part that fits every vehicle (a T10 bulb); otherwise `;`-separated vehicle ids. */
export const CATALOGUE_UNIVERSAL = 'all';
/** What separates the numbers of `partNumbers` and `replaces`, and the ids of `vehicles`. */
export const CATALOGUE_LIST_SEPARATOR = ';';

/** The multipart field of an uploaded file. */
export const CATALOGUE_IMPORT_FIELD = 'file';
/** The largest file or CSV body: 10,000 rows with long descriptions fit several times over. */
export const CATALOGUE_IMPORT_MAX_MB = 20;
export const CATALOGUE_IMPORT_MAX_BYTES = CATALOGUE_IMPORT_MAX_MB * 1024 * 1024;
/** The most rows one import takes. */
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;

const flag = z
  .enum(['1', 'true', '0', 'false'], { error: 'Must be 1 or 0' })
  .transform((value) => value === '1' || value === 'true');

/** `?dryRun=1`: only the preview, nothing changes; `?atomic=1`: nothing changes if any row is bad. */
export const CatalogueImportQuerySchema = z.object({
  dryRun: flag.optional(),
  atomic: flag.optional(),
});
export type CatalogueImportQuery = z.input<typeof CatalogueImportQuerySchema>;

/** One bad row (or the header, line 1): the line as a spreadsheet numbers it, and what is wrong. */
export const CatalogueImportErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type CatalogueImportError = z.infer<typeof CatalogueImportErrorSchema>;

/**
 * The import's report: how many good rows create, update (matched by SKU) or leave a product as it
 * is, and every problem found. `applied` is whether the good rows were written (never on a dry run,
 * nor with atomic=1 when a row is bad).
 */
export const CatalogueImportReportSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(CatalogueImportErrorSchema),
  applied: z.boolean(),
});
export type CatalogueImportReport = z.infer<typeof CatalogueImportReportSchema>;

/** GET /api/admin/catalogue.csv answers text/csv, streamed. */
export const CatalogueCsvSchema = z.string().describe('text/csv; charset=utf-8');

const list = (values: readonly string[]) => values.join(', ');

/** What an import says of a bad file or row (English; the web catalogs translate them). */
export const catalogueImportMessages = {
  notAFile: `Send the catalogue as a CSV body (text/csv) or as a CSV or XLSX file in the form field "${CATALOGUE_IMPORT_FIELD}"`,
  unreadableXlsx: 'The file is not a spreadsheet this shop can read: save it as XLSX or CSV',
  unreadableCsv: (reason: string) => `The CSV cannot be read: ${reason}`,
  tooLarge: `The file is too large: at most ${CATALOGUE_IMPORT_MAX_MB} MB`,
  empty: 'The file is empty: the first line must name the columns',
  tooManyRows: `At most ${CATALOGUE_IMPORT_MAX_ROWS} rows in one import`,
  missingColumns: (columns: readonly string[]) => `Missing required columns: ${list(columns)}`,
  unknownColumn: (column: string) =>
    `Unknown column "${column}": the columns are ${list(CATALOGUE_CSV_COLUMNS)}`,
  repeatedColumn: (column: string) => `Column "${column}" is named twice`,
  duplicateSku: (sku: string, lines: readonly number[]) =>
    `SKU ${sku} is on lines ${list(lines.map(String))}: one line per SKU`,
  required: (column: string) => `${column} is required`,
  requiredForNew: (column: string) => `${column} is required for a new product`,
  unknownBrand: (brand: string) => `Unknown brand "${brand}": add it under Brands first`,
  unknownCategory: (category: string) => `Unknown category "${category}": one of ${list(CATEGORIES)}`,
  badPrice: (price: string) => `Bad price "${price}": a number like 1250 or 1250.50`,
  badWhole: (column: string, value: string, min: number, max: number) =>
    `Bad ${column} "${value}": a whole number from ${min} to ${max}`,
  badPartNumber: (text: string) =>
    `Bad part number "${text}": write kind:maker:number, as oem:Toyota:04465-12592 or aftermarket:Bosch:0986494512`,
  partNumberTwice: (number: string) => `Part number ${number} is listed twice`,
  badVehicle: (text: string) =>
    `Bad vehicle "${text}": a vehicle id, or ${CATALOGUE_UNIVERSAL} for every vehicle`,
  unknownVehicle: (id: string) => `Unknown vehicle ${id}`,
  cell: (column: string, message: string) => `${column}: ${message}`,
} as const;

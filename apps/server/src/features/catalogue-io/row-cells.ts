import {
  CATALOGUE_LIST_SEPARATOR,
  CATALOGUE_UNIVERSAL,
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  imageUrl,
  isWholeMinorUnits,
  LIMITS,
  normalPartNumber,
  PART_NUMBERS_MAX,
  type PartNumber,
  PartNumberSchema,
  PartNumberTextSchema,
  requiredText,
  SkuSchema,
  catalogueImportMessages as says,
  toMinorUnits,
} from '@chaka/contract';
import type { z } from 'zod';

/**
 * Reading one cell of an import's row into the value the product takes. Each answers the value or
 * throws a CellError with the clear message the report shows beside the row's line.
 */
export class CellError extends Error {}

const WARRANTY_MAX = 120;
const WEIGHT_MAX = 100_000;

/**
 * A cell as the export wrote it: a leading apostrophe before = + - @ is the export's guard against
 * spreadsheet formulas (csv-stringify's escape_formulas), not part of the value.
 */
export const unguarded = (cell: string | undefined) => {
  const text = (cell ?? '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
};

function parsed<S extends z.ZodType>(schema: S, value: string, column: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new CellError(says.cell(column, result.error.issues[0]?.message ?? 'is not valid'));
}

// Built once: a schema is costly to build, cheap to run (10,000 rows read in milliseconds).
const nameSchema = requiredText(says.required('name'), LIMITS.productNameLength);
const descriptionSchema = requiredText(says.required('description'), LIMITS.productDescriptionLength);
const imageSchema = imageUrl(says.required('image'));

export const readSku = (text: string) => parsed(SkuSchema, text, 'sku');
export const readName = (text: string) => parsed(nameSchema, text, 'name');
export const readDescription = (text: string) => parsed(descriptionSchema, text, 'description');
export const readImage = (text: string) => parsed(imageSchema, text, 'image');

/** Major units with at most two decimals (1250, 1250.5, 1250.50) as minor units. */
export function readPrice(text: string): number {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) throw new CellError(says.badPrice(text));
  const major = Number(text);
  if (major > LIMITS.priceMaxMajor || !isWholeMinorUnits(major)) throw new CellError(says.badPrice(text));
  return toMinorUnits(major);
}

function whole(column: string, min: number, max: number) {
  return (text: string): number => {
    const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!(value >= min && value <= max)) throw new CellError(says.badWhole(column, text, min, max));
    return value;
  };
}
export const readAvailableQty = whole('availableQty', 0, LIMITS.productQtyMax);
export const readMinOrderQty = whole('minOrderQty', 1, LIMITS.productQtyMax);
export const readWeightGrams = whole('weightGrams', 1, WEIGHT_MAX);
export const readWarrantyMonths = whole('warrantyMonths', 0, WARRANTY_MAX);

const categoryByName = new Map<string, Category>(
  CATEGORIES.flatMap((slug) => [
    [slug, slug],
    [CATEGORY_LABELS[slug].toLowerCase(), slug],
  ]),
);

/** A category's slug (brake-pads) or its label (Brake Pads), any case; empty: none. */
export function readCategory(text: string): Category | null {
  if (text === '') return null;
  const category = categoryByName.get(text.toLowerCase());
  if (!category) throw new CellError(says.unknownCategory(text));
  return category;
}

const items = (text: string) =>
  text
    .split(CATALOGUE_LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

/** `oem:Toyota:04465-12592;aftermarket:Bosch:0986494512`, each number once per kind. */
export function readPartNumbers(text: string): PartNumber[] {
  const numbers: PartNumber[] = [];
  const seen = new Set<string>();
  for (const item of items(text)) {
    const [kind, maker, ...rest] = item.split(':');
    const result = PartNumberSchema.safeParse({
      kind: kind?.trim().toLowerCase(),
      maker: maker?.trim(),
      number: rest.join(':').trim(),
    });
    if (!result.success || rest.length === 0) throw new CellError(says.badPartNumber(item));
    const key = `${result.data.kind}:${normalPartNumber(result.data.number)}`;
    if (seen.has(key)) throw new CellError(says.partNumberTwice(result.data.number));
    seen.add(key);
    numbers.push(result.data);
  }
  if (numbers.length > PART_NUMBERS_MAX)
    throw new CellError(says.cell('partNumbers', `at most ${PART_NUMBERS_MAX} part numbers`));
  return numbers;
}

/** Old numbers the part supersedes, `;`-separated, each once. */
export function readReplaces(text: string): string[] {
  const numbers: string[] = [];
  const seen = new Set<string>();
  for (const item of items(text)) {
    const number = parsed(PartNumberTextSchema, item, 'replaces');
    if (seen.has(normalPartNumber(number))) throw new CellError(says.partNumberTwice(number));
    seen.add(normalPartNumber(number));
    numbers.push(number);
  }
  if (numbers.length > PART_NUMBERS_MAX)
    throw new CellError(says.cell('replaces', `at most ${PART_NUMBERS_MAX} replaced numbers`));
  return numbers;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which vehicles a part fits: `all`, or vehicle ids (checked against the table by the caller). */
export type Fitment = { all: true } | { all: false; vehicleIds: string[] };

export function readVehicles(text: string): Fitment {
  if (text.toLowerCase() === CATALOGUE_UNIVERSAL) return { all: true };
  const vehicleIds: string[] = [];
  for (const item of items(text)) {
    if (!UUID.test(item)) throw new CellError(says.badVehicle(item));
    const id = item.toLowerCase();
    if (!vehicleIds.includes(id)) vehicleIds.push(id);
  }
  return { all: false, vehicleIds };
}

import { catalogueImportMessages as says } from '@chaka/contract';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { badRequest } from '../../lib/errors.js';

/** A file's cells as text, row by row; the first row names the columns. */
export type Table = string[][];

// An XLSX file is a ZIP archive: it starts with "PK\x03\x04".
const isZip = (bytes: Buffer) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The rows of a CSV text. Empty lines stay as rows, so a row's place in the result is its line
 * number as a spreadsheet shows it (a cell with a line break is one row); a byte order mark goes.
 */
export function readCsv(text: string): Table {
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: false });
  } catch (error) {
    throw badRequest(says.unreadableCsv(error instanceof Error ? error.message : String(error)));
  }
}

/** A cell of a spreadsheet as the text a CSV would hold. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The rows of the first sheet of an XLSX file. */
export async function readXlsx(bytes: Buffer): Promise<Table> {
  let rows: unknown[][];
  try {
    rows = (await readSheet(bytes)) as unknown[][];
  } catch {
    throw badRequest(says.unreadableXlsx);
  }
  return rows.map((row) => row.map(cellText));
}

/** An uploaded file: XLSX by its content, otherwise CSV (UTF-8). */
export function readUpload(bytes: Buffer): Promise<Table> | Table {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes.toString('utf8'));
}

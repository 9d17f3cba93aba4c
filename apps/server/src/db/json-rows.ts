import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A row a statement answered as JSON (row_to_json, json_agg) as drizzle's select would give it:
 * properties by the schema's names, each value through its column's own mapping (a timestamp's
 * text becomes a Date). Column names are snake_case, as the database is set up (db/client.ts).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.keyAsName ? toSnakeCase(column.name) : column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

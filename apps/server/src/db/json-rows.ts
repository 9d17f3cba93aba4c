import { type Column, getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/** Each table's columns: the property drizzle gives it, and its name in a JSON row. */
const layouts = new WeakMap<Table, Array<{ key: string; name: string; column: Column }>>();

function layoutOf(table: Table) {
  let layout = layouts.get(table);
  if (!layout) {
    layout = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.keyAsName ? toSnakeCase(column.name) : column.name,
      column,
    }));
    layouts.set(table, layout);
  }
  return layout;
}

/**
 * A row a statement answered as JSON (row_to_json, json_agg) as drizzle's select would give it:
 * properties by the schema's names, each value through its column's own mapping (a timestamp's
 * text becomes a Date). Column names are snake_case, as the database is set up (db/client.ts).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of layoutOf(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

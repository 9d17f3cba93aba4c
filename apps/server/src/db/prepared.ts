import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';

/** Each named statement's text and parameter slots, built the first time it runs. */
const built = new Map<string, Query>();

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses and plans it once a
 * connection, and after a few runs keeps one plan for it, instead of planning it every time (the
 * order's big statement took as long to plan as to run; issue 20). `name` must stand for one text
 * only: make it from whatever changes the text (how many values a list has), never from the
 * values. `build` writes that text with `sql.placeholder(key)` for each value, and runs only the
 * first time the name is used in this process: after that the text is not built again, and each
 * run only fills in `values` by their keys. The embedded database runs it as any other statement.
 * Answers the rows.
 */
export async function executePrepared<Row = Record<string, unknown>>(
  db: Db | Tx,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  let query = built.get(name);
  if (!query) {
    query = dialect.sqlToQuery(build());
    built.set(name, query);
  }
  const prepared = session.prepareQuery(query, undefined, name, false);
  const result = (await prepared.execute(values)) as { rows: Row[] };
  return result.rows;
}

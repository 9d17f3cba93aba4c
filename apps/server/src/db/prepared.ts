import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.js';

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses and plans it once a
 * connection, and after a few runs keeps one plan for it, instead of planning it every time (the
 * order's big statement took as long to plan as to run; issue 20). `name` must stand for one text
 * only: make it from whatever changes the text (how many values a list has), never from the
 * values. The embedded database runs it as any other statement. Answers the rows.
 */
export async function executePrepared<Row = Record<string, unknown>>(
  db: Db | Tx,
  name: string,
  statement: SQL,
): Promise<Row[]> {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const prepared = session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}

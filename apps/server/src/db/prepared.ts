import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './client.js';
import * as schema from './schema/index.js';

// Prepared statements: a statement whose text is written once and run many times, each run sending
// only its values. On PostgreSQL it is a named prepared statement (node-postgres's query config with
// a `name`): each connection parses and plans it once and, after a few runs, keeps one plan for it
// instead of planning it every time (the order's statement took as long to plan as to run; issue
// 20). The embedded database plans every statement anyway: it runs the text with its values.
//
// Only public APIs: Drizzle writes the text (`sql`, `sql.placeholder`, PgDialect), and the
// client runs it (node-postgres's `query({ name, text, values })`, PGlite's `query(text, params)`).

/** A statement's text, written once, and the placeholders each run fills in. */
export interface PreparedStatement {
  /** Stands for this text only: made from whatever changes the text, never from the values. */
  readonly name: string;
  readonly text: string;
  /** The parameters in order: a placeholder for each value a run gives, or a value of the text. */
  readonly params: readonly unknown[];
}

/** Runs a prepared statement with its values by placeholder key; answers its rows. */
export type RunPrepared = <Row = Record<string, unknown>>(
  statement: PreparedStatement,
  values: Record<string, unknown>,
) => Promise<Row[]>;

/** Where prepared statements run: on their own, or in a transaction beside Drizzle's queries. */
export interface PreparedStatements {
  /** Runs the statement alone, committed on its own (one round trip). */
  run: RunPrepared;
  /** A transaction whose Drizzle queries (`tx`) and prepared statements (`run`) share one connection. */
  transaction<T>(work: (tx: Tx, run: RunPrepared) => Promise<T>): Promise<T>;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * `statement` (Drizzle's `sql`, with `sql.placeholder(key)` for each value a run gives) as a
 * prepared statement named `name`. Make it once and keep it: its text is not written again.
 */
export function prepareStatement(name: string, statement: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { name, text, params };
}

/** The prepared statements of a database made by createDatabase (db/client.ts). */
export function preparedStatements(db: Db): PreparedStatements {
  // Drizzle's `$client`: the client the database was made with.
  const client = '$client' in db ? db.$client : undefined;
  if (client instanceof pg.Pool) return onPostgres(client);
  if (client instanceof PGlite) return onPglite(db, client);
  throw new Error('Prepared statements need a database made by createDatabase (db/client.ts)');
}

const valuesOf = (statement: PreparedStatement, values: Record<string, unknown>) =>
  fillPlaceholders([...statement.params], values);

function onPostgres(pool: pg.Pool): PreparedStatements {
  const runOn =
    (client: pg.Pool | pg.PoolClient): RunPrepared =>
    async <Row>(statement: PreparedStatement, values: Record<string, unknown>) => {
      const { name, text } = statement;
      const result = await client.query({ name, text, values: valuesOf(statement, values) });
      return rowsOf<Row>(result);
    };
  // A transaction holds one connection of the pool for its Drizzle queries and its statements:
  // Drizzle over that connection, made once a connection.
  const drizzleOn = new WeakMap<pg.PoolClient, Db>();
  return {
    run: runOn(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        let db = drizzleOn.get(client);
        if (!db) {
          db = drizzle({ client, schema, casing: 'snake_case' });
          drizzleOn.set(client, db);
        }
        return await db.transaction((tx) => work(tx, runOn(client)));
      } finally {
        client.release();
      }
    },
  };
}

function onPglite(db: Db, client: PGlite): PreparedStatements {
  return {
    run: async <Row>(statement: PreparedStatement, values: Record<string, unknown>) =>
      (await client.query<Row>(statement.text, valuesOf(statement, values))).rows,
    // One connection, whose transaction Drizzle holds: the statement goes through it, its values
    // in place of the text's parameters.
    transaction: (work) =>
      db.transaction((tx) =>
        work(tx, async <Row>(statement: PreparedStatement, values: Record<string, unknown>) => {
          return rowsOf<Row>(await tx.execute(withValues(statement, values)));
        }),
      ),
  };
}

/** The rows of a client's answer to a statement (node-postgres and PGlite answer alike). */
function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error('A statement answered without rows');
}

/** The statement as Drizzle's `sql`, each `$n` of its text the n-th value. */
function withValues(statement: PreparedStatement, values: Record<string, unknown>): SQL {
  const filled = valuesOf(statement, values);
  const pieces = statement.text.split(/\$(\d+)\b/);
  return sql.join(
    pieces.map((piece, index) => (index % 2 === 0 ? sql.raw(piece) : sql.param(filled[Number(piece) - 1]))),
  );
}

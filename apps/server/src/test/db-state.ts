import { sql } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';

/** How many rows a table holds and an md5 of all of them in a stable order. */
export interface TableState {
  rows: number;
  checksum: string;
}
export type DbState = Record<string, TableState>;

/** The shop's tables: every table in the public schema. */
export async function shopTables(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * Row counts and checksums of the given tables (all of them by default), in one statement so the
 * picture is taken at a single moment. Any inserted, deleted or changed row, a touched `updated_at`
 * included, changes the checksum.
 */
export async function dbState(db: Db, tables?: readonly string[]): Promise<DbState> {
  const names = tables ?? (await shopTables(db));
  const parts = names.map((name) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`Unexpected table name ${name}`);
    return `select '${name}' as name, count(*)::int as rows, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as checksum from "${name}" t`;
  });
  const result = await db.execute<{ name: string; rows: number; checksum: string }>(
    sql.raw(parts.join(' union all ')),
  );
  const state: DbState = {};
  for (const row of rowsOf<{ name: string; rows: number; checksum: string }>(result))
    state[row.name] = { rows: Number(row.rows), checksum: row.checksum };
  return state;
}

/** Tables the shop's timers write on their own, whatever a request does: when each periodic job ran. */
const TIMER_TABLES = new Set(['job_runs']);

/**
 * The shop's state once the mails and SMS of earlier orders are sent: their queue changes on its own as
 * they go, whatever the request under test does; so does the record of the periodic jobs' runs.
 */
export async function shopState(app: App): Promise<DbState> {
  await Promise.all([app.orders.mailQueue.settled(), app.orders.smsQueue.settled()]);
  const tables = (await shopTables(app.db)).filter((name) => !TIMER_TABLES.has(name));
  return dbState(app.db, tables);
}

/**
 * The tables whose rows differ between two states, but the timers' (a periodic job of a running shop
 * may record its run between the two readings, whatever the code under test did).
 */
export function changedTables(before: DbState, after: DbState): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const differs = (name: string) =>
    before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum;
  return [...names].filter((name) => !TIMER_TABLES.has(name) && differs(name));
}

/** node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

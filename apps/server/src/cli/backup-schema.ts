import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../db/client.js';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export async function publicTables(db: Db): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** The tables, parents before the children whose foreign keys point at them. */
export async function inDependencyOrder(db: Db, tables: string[]): Promise<string[]> {
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint con
        join pg_class child on child.oid = con.conrelid
        join pg_class parent on parent.oid = con.confrelid
        join pg_namespace ns on ns.oid = con.connamespace
        where con.contype = 'f' and ns.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Hashes of the migrations applied to the database, oldest first. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const [exists] = await query<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await query<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => row.hash);
}

/** Hashes of the migrations this version of the shop ships, oldest first. */
export function knownMigrations(): string[] {
  return readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
}

/** How many rows each table of the database holds. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await publicTables(db)) {
    const [row] = await query<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.count ?? 0);
  }
  return counts;
}

/**
 * Moves every sequence that numbers a column (the order numbers, the SKUs given as CP-P10001) past
 * the highest number its table holds: restored rows carry their numbers, and the next row must not
 * take one of them. A text column's values count by the number after a prefix like CP-P; others
 * (an SKU the admin typed) are not the sequence's.
 */
export async function advanceSequences(db: Pick<Db, 'execute'>) {
  // One statement that answers no rows: the sequences and their columns come from the catalogue.
  await db.execute(sql`do $$
    declare owned record; highest bigint;
    begin
      for owned in
        select seq.oid::regclass as sequence, tbl.relname as tab, col.attname as col
        from pg_class seq
        join pg_depend dep on dep.objid = seq.oid and dep.deptype = 'a'
        join pg_class tbl on tbl.oid = dep.refobjid
        join pg_attribute col on col.attrelid = tbl.oid and col.attnum = dep.refobjsubid
        join pg_namespace ns on ns.oid = seq.relnamespace
        where seq.relkind = 'S' and ns.nspname = 'public'
      loop
        execute format(
          'select max(substring(%I::text from ''^(?:[A-Z]+-[A-Z]*)?([0-9]{1,18})$'')::bigint) from %I',
          owned.col, owned.tab) into highest;
        if highest is not null then perform setval(owned.sequence, highest); end if;
      end loop;
    end $$`);
}

/** Drops every table and function of the shop and the migration history: an empty database. */
export async function dropEverything(db: Db) {
  for (const name of await publicTables(db)) {
    await db.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
  }
  // The shop's own functions (its triggers'), not those of the extensions it uses.
  const functions = await query<{ signature: string }>(
    db,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
      join pg_namespace ns on ns.oid = p.pronamespace
      where ns.nspname = 'public'
        and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { signature } of functions)
    await db.execute(sql.raw(`drop function if exists ${signature} cascade`));
  await db.execute(sql`drop schema if exists drizzle cascade`);
}

/** Applies the first `count` migrations of this version of the shop. */
export async function migrateTo(database: Database, count: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'chaka-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.slice(0, count);
    writeFileSync(journalFile, JSON.stringify(journal));
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migrateNodePg(database.db as never, { migrationsFolder: folder });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

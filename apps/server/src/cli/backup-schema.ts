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

/** Drops every table of the shop and the migration history: an empty database. */
export async function dropEverything(db: Db) {
  for (const name of await publicTables(db)) {
    await db.execute(sql`drop table if exists ${sql.identifier(name)} cascade`);
  }
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

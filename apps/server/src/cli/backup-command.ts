import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Db } from '../db/client.js';
import type { CommandResult } from './admin-command.js';

export const BACKUP_USAGE = [
  'Usage: npm run db:backup -- <file> [--force]     write a backup of the database to <file>',
  '       npm run db:restore -- <file> [--force]    load a backup into an empty database',
  '--force overwrites an existing backup file, or replaces everything in a database that is not empty.',
].join('\n');

const FORMAT = 'chaka-parts-backup';
const VERSION = 1;
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const INSERT_BATCH = 500;

/**
 * A logical backup: every row of every table of the shop as JSON, with the migrations the schema
 * was at. The same file restores into the embedded database and into PostgreSQL, either way.
 */
export interface Backup {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  source: Database['kind'];
  /** Hashes of the migrations applied, oldest first. */
  migrations: string[];
  /** Tables in an order that inserts parents before children. */
  tables: Array<{ name: string; rows: Array<Record<string, unknown>> }>;
}

async function query<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

async function publicTables(db: Db): Promise<string[]> {
  const rows = await query<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

/** The tables, parents before the children whose foreign keys point at them. */
async function inDependencyOrder(db: Db, tables: string[]): Promise<string[]> {
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

async function appliedMigrations(db: Db): Promise<string[]> {
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

/** Reads the whole database in one read-only transaction, so the backup is one moment's picture. */
export async function createBackup(database: Database): Promise<Backup> {
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const tables = [];
      for (const name of await inDependencyOrder(db, await publicTables(db))) {
        const [result] = await query<{ rows: Array<Record<string, unknown>> }>(
          db,
          sql`select coalesce(json_agg(t), '[]'::json) as rows from ${sql.identifier(name)} t`,
        );
        tables.push({ name, rows: result?.rows ?? [] });
      }
      return {
        format: FORMAT,
        version: VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        migrations: await appliedMigrations(db),
        tables,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export function writeBackupFile(file: string, backup: Backup, { overwrite = false } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written beside the target and renamed: a crash never leaves half a backup under its name.
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, gzipSync(JSON.stringify(backup)), { mode: 0o600 });
  try {
    if (!overwrite) writeFileSync(file, '', { flag: 'wx' });
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

export function readBackupFile(file: string): Backup {
  const bytes = readFileSync(file);
  let backup: Backup;
  try {
    backup = JSON.parse(gunzipSync(bytes).toString('utf8'));
  } catch {
    throw new BackupError(`${file} is not a backup of this shop (not a gzip-compressed JSON file).`);
  }
  if (backup?.format !== FORMAT || !Array.isArray(backup.tables) || !Array.isArray(backup.migrations)) {
    throw new BackupError(`${file} is not a backup of this shop.`);
  }
  if (backup.version !== VERSION) {
    throw new BackupError(
      `${file} is a backup in format version ${backup.version}; this shop reads version ${VERSION}.`,
    );
  }
  return backup;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** How many rows each table of the database holds. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
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
async function dropEverything(db: Db) {
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

/** Inserts the rows, parents first, in one transaction: all of them or none. */
async function loadRows(database: Database, backup: Backup) {
  await database.db.transaction(async (tx) => {
    for (const table of backup.tables) {
      if (table.rows.length === 0) continue;
      const columns = Object.keys(table.rows[0]!).map((column) => sql.identifier(column));
      const list = sql.join(columns, sql`, `);
      for (let start = 0; start < table.rows.length; start += INSERT_BATCH) {
        const batch = JSON.stringify(table.rows.slice(start, start + INSERT_BATCH));
        // json_populate_recordset turns each JSON row into the table's own row type, so every
        // column (timestamps, uuids, numbers) is read the way the table defines it.
        await tx.execute(sql`insert into ${sql.identifier(table.name)} (${list})
          select ${list} from json_populate_recordset(null::${sql.identifier(table.name)}, ${batch}::json)`);
      }
    }
  });
}

/**
 * Restores a backup: the database must be empty (no rows in any table) unless `force`, which
 * replaces everything in it. The schema is rebuilt at the backup's migration, the rows go in as
 * one transaction, and the migrations that came later (a backup from an older version) follow.
 */
export async function restoreBackup(
  database: Database,
  backup: Backup,
  { force = false } = {},
): Promise<{ tables: number; rows: number }> {
  const known = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  const sameHistory = backup.migrations.every((hash, index) => known[index] === hash);
  if (!sameHistory) {
    throw new BackupError(
      backup.migrations.length > known.length
        ? 'This backup was made by a newer version of the shop: restore it with that version.'
        : 'This backup was made from a database schema this version of the shop does not know.',
    );
  }
  const counts = await rowCounts(database.db);
  const filled = Object.entries(counts).filter(([, count]) => count > 0);
  if (filled.length > 0 && !force) {
    const rows = filled.reduce((sum, [, count]) => sum + count, 0);
    throw new BackupError(
      `The database is not empty (${rows} rows in ${filled.length} tables). Restoring replaces everything in it: run the restore again with --force to do so.`,
    );
  }
  await dropEverything(database.db);
  await migrateTo(database, backup.migrations.length);
  await loadRows(database, backup);
  await database.migrate();
  return {
    tables: backup.tables.length,
    rows: backup.tables.reduce((sum, table) => sum + table.rows.length, 0),
  };
}

/** `backup <file> [--force]` and `restore <file> [--force]`, on an open database. */
export async function runBackupCommand(args: string[], database: Database): Promise<CommandResult> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) {
    return { exitCode: 2, message: BACKUP_USAGE };
  }
  const file = path.resolve(files[0]!);
  try {
    if (command === 'backup') {
      const backup = await createBackup(database);
      try {
        writeBackupFile(file, backup, { overwrite: force });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          throw new BackupError(
            `${file} exists already. Choose another name, or add --force to overwrite it.`,
          );
        }
        throw error;
      }
      const rows = backup.tables.reduce((sum, table) => sum + table.rows.length, 0);
      return { exitCode: 0, message: `Backed up ${rows} rows of ${backup.tables.length} tables to ${file}.` };
    }
    const result = await restoreBackup(database, readBackupFile(file), { force });
    return { exitCode: 0, message: `Restored ${result.rows} rows of ${result.tables} tables from ${file}.` };
  } catch (error) {
    if (error instanceof BackupError) return { exitCode: 1, message: error.message };
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { exitCode: 1, message: `${file} does not exist.` };
    }
    throw error;
  }
}

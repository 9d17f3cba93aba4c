import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { recountUnpaidOrders } from '../features/orders/unpaid-orders.js';
import type { UploadStore } from '../lib/upload-store.js';
import type { CommandResult } from './admin-command.js';
import {
  BackupError,
  type BackupRow,
  jsonLine,
  newBackupHeader,
  readBackupHeader,
  readBackupRows,
  readBackupUploads,
  writeBackupFile,
} from './backup-file.js';
import {
  advanceSequences,
  appliedMigrations,
  dropEverything,
  inDependencyOrder,
  knownMigrations,
  migrateTo,
  publicTables,
  query,
  rowCounts,
} from './backup-schema.js';
import { restoreUploads, uploadLines, uploadsNote } from './backup-uploads.js';

export const BACKUP_USAGE = [
  'Usage: npm run db:backup -- <file> [--force] [--with-uploads]   write a backup of the database to <file>',
  '       npm run db:restore -- <file> [--force]                   load a backup into an empty database',
  '--force overwrites an existing backup file, or replaces everything in a database that is not empty.',
  '--with-uploads puts the uploads (DATA_DIR or the S3_BUCKET) in the backup too; a restore puts',
  'those the store lacks back into the store the settings name.',
].join('\n');

/** Rows read from the database per step, and inserted per statement: what either side holds at once. */
export const BACKUP_BATCH_ROWS = 500;

export interface BackupOptions {
  overwrite?: boolean;
  batchRows?: number;
  /** The shop's upload store: the backup names it, and holds its uploads `withUploads`. */
  store?: UploadStore;
  withUploads?: boolean;
}

/** Every row of one table, `batchRows` at a time through a cursor of the running transaction. */
async function* tableRows(
  db: Db,
  table: string,
  batchRows: number,
): AsyncGenerator<Record<string, unknown>[]> {
  await db.execute(
    sql`declare backup_rows no scroll cursor for select row_to_json(t) as row from ${sql.identifier(table)} t`,
  );
  try {
    for (;;) {
      const batch = await query<{ row: Record<string, unknown> }>(
        db,
        sql`fetch forward ${sql.raw(String(batchRows))} from backup_rows`,
      );
      if (batch.length > 0) yield batch.map((result) => result.row);
      if (batch.length < batchRows) return;
    }
  } finally {
    await db.execute(sql`close backup_rows`);
  }
}

/**
 * A logical backup of every table into `file`, read in one read-only repeatable-read transaction so
 * it is one moment's picture, and written as it is read: memory holds one batch of rows at a time.
 * The same file restores into the embedded database and into PostgreSQL, either way.
 */
export async function createBackup(
  database: Database,
  file: string,
  { overwrite = false, batchRows = BACKUP_BATCH_ROWS, store, withUploads = false }: BackupOptions = {},
): Promise<{ tables: number; rows: number; uploads: number }> {
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const tables = await inDependencyOrder(db, await publicTables(db));
      const header = newBackupHeader({
        createdAt: new Date().toISOString(),
        source: database.kind,
        migrations: await appliedMigrations(db),
        tables,
        ...(store ? { uploads: uploadsNote(store, withUploads) } : {}),
      });
      let rows = 0;
      let uploads = 0;
      async function* lines() {
        yield jsonLine(header);
        for (const table of tables) {
          for await (const batch of tableRows(db, table, batchRows)) {
            rows += batch.length;
            yield batch.map((row) => jsonLine({ table, row })).join('');
          }
        }
        if (store && withUploads) {
          for await (const line of uploadLines(store)) {
            uploads += 1;
            yield jsonLine(line);
          }
        }
        yield jsonLine({ end: { tables: tables.length, rows, ...(withUploads ? { uploads } : {}) } });
      }
      await writeBackupFile(file, lines(), { overwrite });
      return { tables: tables.length, rows, uploads };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Inserts the rows, parents first, `batchRows` per statement, in one transaction: all of them or none. */
async function loadRows(database: Database, rows: AsyncIterable<BackupRow>, batchRows: number) {
  let count = 0;
  await database.db.transaction(async (tx) => {
    let table = '';
    let batch: Array<Record<string, unknown>> = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const columns = sql.join(
        Object.keys(batch[0]!).map((column) => sql.identifier(column)),
        sql`, `,
      );
      // json_populate_recordset turns each JSON row into the table's own row type, so every
      // column (timestamps, uuids, numbers) is read the way the table defines it.
      await tx.execute(sql`insert into ${sql.identifier(table)} (${columns})
        select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(batch)}::json)`);
      count += batch.length;
      batch = [];
    };
    for await (const entry of rows) {
      if (entry.table !== table || batch.length === batchRows) await flush();
      table = entry.table;
      batch.push(entry.row);
    }
    await flush();
    await advanceSequences(tx);
  });
  return count;
}

/**
 * Restores a backup: the database must be empty (no rows in any table) unless `force`, which
 * replaces everything in it. The file is read through once first, so a cut-off or damaged file is
 * refused before anything changes. The schema is rebuilt at the backup's migration, the rows go in
 * as one transaction, and the migrations that came later (a backup from an older version) follow.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  {
    force = false,
    batchRows = BACKUP_BATCH_ROWS,
    store,
  }: { force?: boolean; batchRows?: number; store?: UploadStore } = {},
): Promise<{ tables: number; rows: number; uploads: number }> {
  const header = await readBackupHeader(file);
  const known = knownMigrations();
  if (!header.migrations.every((hash, index) => known[index] === hash)) {
    throw new BackupError(
      header.migrations.length > known.length
        ? 'This backup was made by a newer version of the shop: restore it with that version.'
        : 'This backup was made from a database schema this version of the shop does not know.',
    );
  }
  const filled = Object.entries(await rowCounts(database.db)).filter(([, count]) => count > 0);
  if (filled.length > 0 && !force) {
    const rows = filled.reduce((sum, [, count]) => sum + count, 0);
    throw new BackupError(
      `The database is not empty (${rows} rows in ${filled.length} tables). Restoring replaces everything in it: run the restore again with --force to do so.`,
    );
  }
  for await (const _ of readBackupRows(file)) {
    // Read through to the end line: only a whole file may replace the data.
  }
  await dropEverything(database.db);
  await migrateTo(database, header.migrations.length);
  const rows = await loadRows(database, readBackupRows(file), batchRows);
  await database.migrate();
  await recountUnpaidOrders(database.db);
  const uploads = store ? await restoreUploads(readBackupUploads(file), store) : 0;
  return { tables: header.tables.length, rows, uploads };
}

/** `backup <file> [--force] [--with-uploads]` and `restore <file> [--force]`, on an open database. */
export async function runBackupCommand(
  args: string[],
  database: Database,
  store?: UploadStore,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const withUploads = command === 'backup' && rest.includes('--with-uploads');
  const files = rest.filter((arg) => arg !== '--force' && !(withUploads && arg === '--with-uploads'));
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1) {
    return { exitCode: 2, message: BACKUP_USAGE };
  }
  const file = path.resolve(files[0]!);
  try {
    if (command === 'backup') {
      const result = await createBackup(database, file, { overwrite: force, store, withUploads });
      const uploads = !store
        ? ''
        : withUploads
          ? ` With ${result.uploads} uploads from ${store.where}.`
          : ` The uploads are not in it: they are in ${store.where} (add --with-uploads to include them).`;
      const message = `Backed up ${result.rows} rows of ${result.tables} tables to ${file}.${uploads}`;
      return { exitCode: 0, message };
    }
    const result = await restoreBackup(database, file, { force, store });
    const uploads = result.uploads > 0 ? ` ${result.uploads} uploads went to ${store!.where}.` : '';
    return {
      exitCode: 0,
      message: `Restored ${result.rows} rows of ${result.tables} tables from ${file}.${uploads}`,
    };
  } catch (error) {
    if (error instanceof BackupError) return { exitCode: 1, message: error.message };
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { exitCode: 1, message: `${file} does not exist.` };
    }
    throw error;
  }
}

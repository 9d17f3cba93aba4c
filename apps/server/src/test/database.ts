import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, type Database } from '../db/client.js';
import { createPostgresTestDatabase } from './postgres-database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB=postgres. The
 * server database is dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    return createDatabase({ dataDir: undefined, loadDataDir: await migratedPgliteImage() });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createPostgresTestDatabase(serverUrl);
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const IMAGE_PREFIX = 'chaka-test-pglite-';

/**
 * A dumped data directory of an empty PGlite database with every migration applied, made once per
 * set of migrations and PGlite version and kept in the temporary folder. Starting from it takes a
 * fraction of a second, where a new database (initdb, then every migration) takes about three: the
 * suite starts some hundred databases. Several test processes may make it at once; each writes its
 * own file and renames it into place, so a reader never sees half of one.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const file = path.join(tmpdir(), `${IMAGE_PREFIX}${imageKey()}.tar`);
  if (!existsSync(file)) {
    const database = createDatabase({ dataDir: undefined });
    await database.migrate();
    const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    removeStaleImages(file);
  }
  return new Blob([readFileSync(file)]);
}

/** Changes with any migration file (the journal included) and with PGlite's version. */
function imageKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const name of filesBelow(migrationsFolder).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package does not export its package.json: it is read beside the module's folder. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Images of earlier migrations: 40 MB each, of no use once the migrations have moved on. Only those
 * an hour old go, so that another checkout testing other migrations right now keeps its own.
 */
function removeStaleImages(current: string) {
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const file = path.join(tmpdir(), name);
    if (!name.startsWith(IMAGE_PREFIX) || !name.endsWith('.tar') || file === current) continue;
    const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified < anHourAgo) rmSync(file, { force: true });
  }
}

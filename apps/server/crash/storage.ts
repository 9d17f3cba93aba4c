import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../dist/db/client.js';
import { createPostgresTestDatabase } from '../src/test/postgres-database.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where one run of the built server keeps its data. */
export interface Storage {
  kind: DatabaseKind;
  /** The server's DATA_DIR; server logs and backups go there too. */
  dataDir: string;
  /** The server's database settings. */
  env: Record<string, string>;
  /** The rows of one statement on the data as stored (on PGlite only while no server runs on it). */
  query<T>(text: string): Promise<T[]>;
  remove(): Promise<void>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An embedded database in a fresh DATA_DIR, or a fresh database on the PostgreSQL server. */
export async function newStorage(kind: DatabaseKind, label: string): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `chaka-${label}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async query<T>(text: string) {
        // The built server's own client, so the data is opened exactly as the server opens it.
        const database = createDatabase({ dataDir: path.join(dataDir, 'db') });
        try {
          return rowsOf<T>(await database.db.execute(sql.raw(text)));
        } finally {
          await database.close();
        }
      },
      async remove() {
        removeDataDir();
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL crash test needs TEST_DATABASE_URL');
  const database = await createPostgresTestDatabase(serverUrl, 2);
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    query: async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text))),
    async remove() {
      await database.close();
      removeDataDir();
    },
  };
}

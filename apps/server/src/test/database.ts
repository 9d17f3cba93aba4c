import { createDatabase, type Database } from '../db/client.js';
import { createPostgresTestDatabase } from './postgres-database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL when the suite runs with TEST_DB=postgres. The
 * server database is dropped again on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = createDatabase({ dataDir: undefined });
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createPostgresTestDatabase(serverUrl);
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.js';

/**
 * A new, migrated database on the PostgreSQL server of `serverUrl` (one per test file, or per run
 * of the built server), dropped again on close. `url` is its address, for another process.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  poolSize = 30,
): Promise<Database & { url: string }> {
  const name = `chaka_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), poolSize });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      // pg's pool.end() resolves before its connections have said goodbye; a forced drop would
      // kill them mid-way and surface as unhandled errors in the test run.
      await waitUntilUnused(serverUrl, name);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function waitUntilUnused(url: string, database: string, timeoutMs = 5000) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) from pg_stat_activity where datname = $1',
        [database],
      );
      if (Number(rows[0]?.count) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await client.end();
  }
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pLimit from 'p-limit';
import pg from 'pg';
import { createPgliteDataDir } from './pglite-init.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: anything a service can do with `db` it can do inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Messages between the processes that share this database (PostgreSQL LISTEN/NOTIFY). Null on the
   * embedded database, which only one process can open.
   */
  openChannel(name: string): NotificationChannel | null;
  close(): Promise<void>;
}

export interface NotificationChannel {
  /** Starts listening; `onState` reports whether messages are getting through (it reconnects by itself). */
  listen(onMessage: (payload: string) => void, onState: (connected: boolean) => void): Promise<void>;
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests); `loadDataDir` starts it from a copy of a
   * data directory PGlite dumped (a migrated one, so that each test file need not migrate again).
   */
  | { dataDir: string | undefined; loadDataDir?: Blob };

/** The database a configuration names: DATABASE_URL, or the embedded one in DATA_DIR/db. */
export function databaseOptions(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') };
}

export function createDatabase(options: DatabaseOptions): Database {
  return 'url' in options
    ? createPostgres(options.url, options.poolSize)
    : createPglite(options.dataDir, options.loadDataDir);
}

function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Database {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    createPgliteDataDir(dataDir);
  }
  const client = new PGlite({
    dataDir,
    loadDataDir,
    // Product search uses trigram indexes (see the products schema).
    extensions: { pg_trgm },
    // PGlite's WASM memory never shrinks: its default 128 MB of shared buffers would stay resident
    // for good. 16 MB holds a small shop's hot pages (32 MB held 18 MB more under the order load for
    // no gain, decision 024); the operating system's file cache still holds the data files.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  oneStatementPerTurn(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => pingWith(db),
    openChannel: () => null,
    close: () => client.close(),
  };
}

/**
 * PGlite runs each statement on this thread, in the promise chain of the statement before it: the
 * statements of a burst of requests would run back to back as microtasks, and for as long as they
 * last (100 ms and more under load) no request is read and no answer leaves. Once it is ready, each
 * statement, or transaction, waits its turn of the event loop, in the order they came; a
 * transaction keeps the database to itself, as PGlite already has it (a statement outside it waits
 * for it to end). PGlite's own statements while it starts (its extensions) go at once.
 */
function oneStatementPerTurn(client: PGlite) {
  const inOrder = pLimit(1);
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const wrap =
    <Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>) =>
    (...args: Args) =>
      client.ready
        ? inOrder(async () => {
            await nextTurn();
            return run(...args);
          })
        : run(...args);
  client.query = wrap(client.query.bind(client)) as PGlite['query'];
  client.exec = wrap(client.exec.bind(client));
  client.transaction = wrap(client.transaction.bind(client)) as PGlite['transaction'];
}

// Any number that is the same in every process of the shop: it serialises migrations between them.
const MIGRATION_LOCK_KEY = 7_201_220_240;

function createPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (PostgreSQL restarts, an operator or a dropped database ends
  // it) leaves the pool, which opens a new one when next needed; a query in flight gets its own
  // error. Unheard, the idle connection's error would end the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several server processes may start at once; only one of them migrates at a time.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingWith(db),
    openChannel: (name) => postgresChannel(url, pool, name),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** One LISTEN connection of its own, reconnected after any failure; notices go out through the pool. */
function postgresChannel(url: string, pool: pg.Pool, name: string): NotificationChannel {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid channel name: ${name}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(onMessage: (payload: string) => void, onState: (connected: boolean) => void) {
    const listener = new pg.Client({ connectionString: url });
    client = listener;
    let failed = false;
    const fail = () => {
      if (failed || closed) return;
      failed = true;
      onState(false);
      listener.end().catch(() => {});
      retry = setTimeout(() => void connect(onMessage, onState), RECONNECT_MS);
    };
    listener.on('error', fail);
    listener.on('end', fail);
    listener.on('notification', (message) => {
      if (message.channel === name) onMessage(message.payload ?? '');
    });
    try {
      await listener.connect();
      await listener.query(`listen ${name}`);
      if (!closed) onState(true);
    } catch {
      fail();
    }
  }

  return {
    listen: (onMessage, onState) => connect(onMessage, onState),
    async notify(payload) {
      await pool.query('select pg_notify($1, $2)', [name, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

async function pingWith(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { orders, products } from './db/schema/index.js';
import { createShopProcess, type ShopProcess, STARTING_MESSAGE } from './lifecycle.js';
import { TEST_ORIGIN, TEST_PASSWORD } from './test/app.js';

/**
 * A database that outlives the process using it (PGlite in a folder, or a database on the
 * PostgreSQL server of the postgres suite), so a test can open it again after a shutdown.
 */
async function persistentDatabase() {
  if (process.env.TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `chaka_lifecycle_${randomBytes(6).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      open: () => createDatabase({ url: url.toString(), poolSize: 5 }),
      remove: () => admin(`drop database if exists ${name} with (force)`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'chaka-lifecycle-db-'));
  return {
    open: () => createDatabase({ dataDir: dir }),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The database, with its migration held back until `release()` and its close recorded. */
function observed(database: Database) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const events: string[] = [];
  const wrapped: Database = {
    ...database,
    async migrate() {
      await gate;
      await database.migrate();
    },
    async close() {
      events.push('database closed');
      await database.close();
    },
  };
  return { database: wrapped, release, events };
}

function configFor(dataDir: string) {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    UI_DELAYS: 'off',
    RATE_LIMIT: '0',
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
  });
}

const baseUrl = (shop: ShopProcess) => {
  const address = shop.app.server.address() as AddressInfo | null;
  if (!address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A request sent in two halves: the server has it in hand before the second half arrives. */
function halfSentRequest(url: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) },
    agent: false,
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(bytes.subarray(0, 10));
  return { answered, finish: () => request.end(bytes.subarray(10)) };
}

// Each test makes a database of its own from nothing (every migration, then the seed): 11 to 16 s
// alone on two cores, more while other files run beside it, so the file's tests get a minute.
describe('starting and stopping the shop process', { timeout: 60_000 }, () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function newShop() {
    const storage = await persistentDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-lifecycle-'));
    const watch = observed(storage.open());
    const shop = await createShopProcess({ config: configFor(dataDir), database: watch.database });
    cleanups.push(
      () => storage.remove(),
      async () => rmSync(dataDir, { recursive: true, force: true }),
      () => shop.stop(),
    );
    return { shop, storage, ...watch };
  }

  it('answers /api/ready 503 and refuses other requests until migrations and seed are done', async () => {
    const { shop, release } = await newShop();
    const started = shop.start();
    await until(() => shop.app.server.listening);
    const url = baseUrl(shop);

    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false });
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
    const catalogue = await fetch(`${url}/api/services`);
    expect(catalogue.status).toBe(503);
    expect(catalogue.headers.get('retry-after')).toBe('5');
    expect(await catalogue.json()).toEqual({ message: STARTING_MESSAGE });

    release();
    await started;
    expect(shop.phase()).toBe('ready');
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    const seeded = await fetch(`${url}/api/services`);
    expect(seeded.status).toBe(200);
    expect(((await seeded.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('reports an unreachable database on /api/health', async () => {
    const { shop, release } = await newShop();
    release();
    await shop.start();
    const database = shop.database;
    const ping = database.ping;
    database.ping = async () => false;
    try {
      const response = await shop.app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', db: 'down' });
    } finally {
      database.ping = ping;
    }
  });

  it('on stop, finishes an order in flight, refuses new requests, then closes the database', async () => {
    const { shop, storage, release, events } = await newShop();
    release();
    await shop.start();
    const url = baseUrl(shop);
    const account = { email: 'rahim.shutdown@example.com', password: TEST_PASSWORD };
    const post = (path: string, body: object) =>
      fetch(`${url}/api/auth/${path}`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('sign-up/email', { name: 'Rahim Uddin', ...account })).status).toBe(200);
    const signIn = await post('sign-in/email', account);
    expect(signIn.status).toBe(200);
    const token = signIn.headers.get('set-auth-token')!;
    const [product] = await shop.database.db.select().from(products).limit(1);

    const received = new Promise((resolve) => shop.app.server.once('request', resolve));
    const order = halfSentRequest(
      `${url}/api/orders`,
      { authorization: `Bearer ${token}` },
      JSON.stringify({ productId: product!.id, quantity: product!.minOrderQty, size: 'M' }),
    );
    await received;

    const stopped = shop.stop();
    expect(shop.phase()).toBe('stopping');
    expect((await shop.app.inject('/api/ready')).statusCode).toBe(503);
    await until(() => !shop.app.server.listening);
    await expect(fetch(`${url}/api/ready`)).rejects.toThrow();

    order.finish();
    const answer = await order.answered;
    expect(answer.status, answer.body).toBe(200);
    await stopped;
    expect(shop.phase()).toBe('stopped');
    expect(events).toEqual(['database closed']);

    const reopened = storage.open();
    try {
      const rows = await reopened.db
        .select()
        .from(orders)
        .where(eq(orders.id, JSON.parse(answer.body)._id));
      expect(rows).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });

  it('stops cleanly while still starting, after the migration it was running', async () => {
    const { shop, release, events } = await newShop();
    const started = shop.start();
    await until(() => shop.app.server.listening);
    const stopped = shop.stop();
    release();
    await stopped;
    await started;
    expect(shop.phase()).toBe('stopped');
    expect(events).toEqual(['database closed']);
  });
});

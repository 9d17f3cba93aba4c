import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A shop that ran the migrations up to 0004 has orders of one product each. Migration 0005 keeps
// every one of them: same ids, one line each with the same data, a `placed` event at its creation,
// numbers from 10001 in the order they came in, and the price as subtotal and total.

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'chaka-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

interface Target {
  query: Query;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresTarget(serverUrl: string): Promise<Target> {
  const name = `chaka_migration_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzleNodePg({ client });
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0005 on a database that holds orders', () => {
  let target: Target;
  let before: string;
  const productId = '00000000-0000-4000-8000-000000000001';
  const first = '00000000-0000-4000-8000-0000000000a1';
  const second = '00000000-0000-4000-8000-0000000000a2';

  beforeAll(async () => {
    target =
      process.env.TEST_DB === 'postgres'
        ? await postgresTarget(process.env.TEST_DATABASE_URL!)
        : await pgliteTarget();
    before = migrationsUpTo('0004_garage');
    await target.migrate(before);
    await target.query(
      `insert into products (id, name, image, category, price_cents, available_qty, min_order_qty, description)
       values ($1, 'Brake pad', '/p.webp', 'Brakes', 2500, 10, 1, 'Pads')`,
      [productId],
    );
    // The second order came in first: numbers follow the time of ordering, not the ids.
    await target.query(
      `insert into orders (id, product_id, user_id, email, user_name, product_name, image, size, quantity, price_cents, paid, transaction_id, created_at)
       values ($1, $3, null, 'a@example.com', 'Ayesha', 'Brake pad', '/p.webp', 'M', 2, 5000, true, 'pi_1', '2026-01-02T10:00:00Z'),
              ($2, null, null, 'b@example.com', 'Babul', 'Old part', '/o.webp', 'L', 1, 0, false, null, '2026-01-01T10:00:00Z')`,
      [first, second, productId],
    );
    await target.migrate(migrations);
  });

  afterAll(async () => {
    await target?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it('keeps every order, numbered in the order they came in, with its price as subtotal and total', async () => {
    const rows = await target.query(
      `select id, order_number, status, payment_method, subtotal_cents, delivery_fee_cents, total_cents,
              delivery_name, delivery_phone, delivery_district, delivery_address, courier, tracking_number,
              paid, transaction_id, email, user_name
         from orders order by order_number`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: second,
        order_number: 10001,
        status: 'placed',
        payment_method: 'online',
        subtotal_cents: 0,
        delivery_fee_cents: 0,
        total_cents: 0,
        delivery_name: null,
        delivery_address: null,
        courier: null,
        tracking_number: null,
        paid: false,
        email: 'b@example.com',
      }),
      expect.objectContaining({
        id: first,
        order_number: 10002,
        subtotal_cents: 5000,
        delivery_fee_cents: 0,
        total_cents: 5000,
        paid: true,
        transaction_id: 'pi_1',
        user_name: 'Ayesha',
      }),
    ]);
  });

  it('moves each order into one line with the same data and gives it a placed event', async () => {
    const lines = await target.query(
      'select order_id, product_id, product_name, image, size, quantity, price_cents from order_lines order by product_name',
    );
    expect(lines).toEqual([
      {
        order_id: first,
        product_id: productId,
        product_name: 'Brake pad',
        image: '/p.webp',
        size: 'M',
        quantity: 2,
        price_cents: 5000,
      },
      {
        order_id: second,
        product_id: null,
        product_name: 'Old part',
        image: '/o.webp',
        size: 'L',
        quantity: 1,
        price_cents: 0,
      },
    ]);
    const events = await target.query('select order_id, status, by, at from order_events order by at');
    expect(events.map((event) => [event.order_id, event.status, event.by])).toEqual([
      [second, 'placed', 'Babul'],
      [first, 'placed', 'Ayesha'],
    ]);
    expect(new Date(events[0]!.at as string).toISOString()).toBe('2026-01-01T10:00:00.000Z');
  });

  it('numbers the next order after the existing ones', async () => {
    const [row] = await target.query(
      `insert into orders (email, user_name, subtotal_cents, delivery_fee_cents, total_cents)
       values ('c@example.com', 'Chandni', 100, 200, 300) returning order_number, status, payment_method`,
    );
    expect(row).toEqual({ order_number: 10003, status: 'placed', payment_method: 'online' });
  });
});

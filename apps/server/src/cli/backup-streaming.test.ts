import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { seedLargeCatalogue } from '../db/seed/large-catalogue.js';
import { createTestDatabase } from '../test/database.js';
import { changedTables, dbState } from '../test/db-state.js';
import { createBackup, restoreBackup, runBackupCommand } from './backup-command.js';
import { readBackupHeader, readBackupRows } from './backup-file.js';

const PRODUCTS = 3000;
const ORDERS = 3000;
const BATCH = 250;

/**
 * Records, for every statement the database answers inside a transaction (where backup and restore
 * do their work), how many rows it sent back and how many it wrote.
 */
function recordStatements(database: Database) {
  const answers: Array<{ returned: number; written: number }> = [];
  const db = database.db as unknown as Record<string, unknown>;
  const transaction = database.db.transaction.bind(database.db);
  db.transaction = (run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    transaction(async (tx) => {
      const execute = tx.execute.bind(tx);
      (tx as unknown as Record<string, unknown>).execute = async (statement: never) => {
        const result = (await execute(statement)) as unknown as {
          rows: unknown[];
          rowCount?: number | null;
          affectedRows?: number;
        };
        answers.push({ returned: result.rows.length, written: result.rowCount ?? result.affectedRows ?? 0 });
        return result;
      };
      return run(tx);
    }, config as never);
  return answers;
}

describe('a backup of a large database', () => {
  let source: Database;
  const opened: Database[] = [];
  let folder: string;
  let file: string;
  let total: number;

  beforeAll(async () => {
    source = await createTestDatabase();
    opened.push(source);
    await seedLargeCatalogue(source.db, PRODUCTS);
    await source.db.execute(sql`with placed as (
        insert into orders (id, email, user_name, subtotal_cents, delivery_fee_cents, total_cents)
        select id, 'buyer' || n || '@example.com', 'Buyer ' || n, price_cents * (1 + n % 3), 0, price_cents * (1 + n % 3)
        from (select id, price_cents, row_number() over (order by id) as n from products limit ${ORDERS}) p
        returning id)
      insert into order_lines (order_id, product_id, product_name, image, size, quantity, price_cents)
      select p.id, p.id, p.name, p.image, 'M', 1 + p.n % 3, p.price_cents * (1 + p.n % 3)
      from (select id, name, image, price_cents, row_number() over (order by id) as n from products) p
      join placed on placed.id = p.id`);
    total = Object.values(await dbState(source.db)).reduce((sum, table) => sum + table.rows, 0);
    folder = mkdtempSync(path.join(tmpdir(), 'chaka-backup-large-'));
    file = path.join(folder, 'large.backup.json.gz');
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const freshDatabase = async () => {
    const database = await createTestDatabase();
    opened.push(database);
    return database;
  };

  it('reads the database a batch of rows at a time and writes one line per row', async () => {
    const answers = recordStatements(source);
    const result = await createBackup(source, file, { batchRows: BATCH });
    expect(result.rows).toBe(total);
    expect(total).toBeGreaterThanOrEqual(PRODUCTS + ORDERS);

    // No answer of the database carried more than one batch, and the batches add up to every row.
    const rowAnswers = answers.filter((answer) => answer.returned > 0);
    expect(Math.max(...rowAnswers.map((answer) => answer.returned))).toBe(BATCH);
    expect(rowAnswers.filter((answer) => answer.returned === BATCH).length).toBeGreaterThanOrEqual(
      (PRODUCTS + ORDERS) / BATCH,
    );

    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(1 + total + 1);
    expect(JSON.parse(lines.at(-1)!)).toEqual({ end: { tables: result.tables, rows: total } });
  });

  it('restores it a batch of rows per statement, every row as it was', async () => {
    const target = await freshDatabase();
    const answers = recordStatements(target);
    expect(await restoreBackup(target, file, { batchRows: BATCH })).toMatchObject({ rows: total });

    expect(changedTables(await dbState(source.db), await dbState(target.db))).toEqual([]);
    const inserts = answers.filter((answer) => answer.written > 0);
    expect(Math.max(...inserts.map((answer) => answer.written))).toBe(BATCH);
    expect(inserts.reduce((sum, answer) => sum + answer.written, 0)).toBe(total);

    // The restored orders keep their numbers, and the next order is numbered after them.
    const next =
      await target.db.execute(sql`insert into orders (email, user_name, subtotal_cents, delivery_fee_cents, total_cents)
      values ('next@example.com', 'Next', 0, 0, 0) returning order_number`);
    expect((next as unknown as { rows: Array<{ order_number: number }> }).rows[0]?.order_number).toBe(
      10_000 + ORDERS + 1,
    );
  });

  it('refuses a cut-off file before changing anything, even with --force', async () => {
    const target = await freshDatabase();
    await seedLargeCatalogue(target.db, 10);
    const before = await dbState(target.db);
    const cut = path.join(folder, 'cut.backup.json.gz');
    writeFileSync(cut, readFileSync(file));
    truncateSync(cut, Math.floor(readFileSync(file).length / 2));

    const refused = await runBackupCommand(['restore', cut, '--force'], target);
    expect(refused).toEqual({
      exitCode: 1,
      message: `${cut} is incomplete or damaged (it ends before its end): nothing was restored from it.`,
    });
    expect(changedTables(before, await dbState(target.db))).toEqual([]);
  });

  // The first format is read whole: the large database's rows all at once, slow on a busy machine.
  it('still restores a backup in the first format (one JSON document)', async () => {
    const header = await readBackupHeader(file);
    const tables = header.tables.map((name) => ({ name, rows: [] as Array<Record<string, unknown>> }));
    for await (const { table, row } of readBackupRows(file)) {
      tables.find((entry) => entry.name === table)!.rows.push(row);
    }
    const first = path.join(folder, 'first-format.backup.json.gz');
    writeFileSync(first, gzipSync(JSON.stringify({ ...header, version: 1, tables })));

    const target = await freshDatabase();
    const restored = await runBackupCommand(['restore', first], target);
    expect(restored).toEqual({
      exitCode: 0,
      message: `Restored ${total} rows of ${header.tables.length} tables from ${first}.`,
    });
    expect(changedTables(await dbState(source.db), await dbState(target.db))).toEqual([]);
  }, 60_000);
});

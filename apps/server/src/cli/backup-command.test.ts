import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDatabase, type Database } from '../db/client.js';
import { orders, user } from '../db/schema/index.js';
import { signIn } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';
import { changedTables, dbState } from '../test/db-state.js';
import { createProduct } from '../test/factories.js';
import type { Scene } from '../test/scene.js';
import { useTestShop } from '../test/use-test-shop.js';
import { BACKUP_USAGE, runBackupCommand } from './backup-command.js';
import { readBackupHeader } from './backup-file.js';
import { migrateTo } from './backup-schema.js';

describe('database backup and restore', () => {
  const shop = useTestShop({ seed: true, scene: true });
  let scene: Scene;
  let folder: string;
  let backupFile: string;
  const opened: Database[] = [];

  /** A fresh, migrated, empty database of the suite's kind. */
  const freshDatabase = async () => {
    const database = await createTestDatabase();
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    ({ scene } = shop);
    await scene.paidOrder();
    await scene.order(scene.user, 3);
    await scene.order(scene.other, 1);
    await scene.chargedOrder(scene.other);
    await scene.send('POST', '/api/review', { payload: { rating: 4.5, reviewText: 'Good pads' } }, 'user');
    // The orders' mails and SMS are sent: their queues are still while the backup and the comparisons read.
    await Promise.all([shop.app.orders.mailQueue.settled(), shop.app.orders.smsQueue.settled()]);
    folder = mkdtempSync(path.join(tmpdir(), 'chaka-backup-'));
    backupFile = path.join(folder, 'shop.backup.json.gz');
    const result = await runBackupCommand(['backup', backupFile], shop.database);
    expect(result, result.message).toMatchObject({ exitCode: 0 });
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores a backup into an empty database with every row as it was, and the same orders', async () => {
    const target = await freshDatabase();
    const result = await runBackupCommand(['restore', backupFile], target);
    expect(result.exitCode, result.message).toBe(0);
    expect(result.message).toMatch(/^Restored \d+ rows of \d+ tables from /);

    expect(changedTables(await dbState(shop.database.db), await dbState(target.db))).toEqual([]);
    const ordersOf = (database: Database) => database.db.select().from(orders).orderBy(asc(orders.id));
    const restored = await ordersOf(target);
    expect(restored).toHaveLength(4);
    expect(restored).toEqual(await ordersOf(shop.database));
    expect(restored.filter((order) => order.paid)).toHaveLength(1);
  });

  it('numbers the next order of a restored shop after the restored ones', async () => {
    const target = await freshDatabase();
    expect((await runBackupCommand(['restore', backupFile], target)).exitCode).toBe(0);
    const numbers = (await target.db.select({ number: orders.orderNumber }).from(orders)).map(
      (row) => row.number,
    );
    const [next] = await target.db
      .insert(orders)
      .values({
        email: 'new@example.com',
        userName: 'New',
        subtotalMinor: 0,
        deliveryFeeMinor: 0,
        totalMinor: 0,
      })
      .returning({ number: orders.orderNumber });
    expect(next!.number).toBe(Math.max(...numbers) + 1);
  });

  it('gives a shop on the restored database the same accounts, sessions and orders', async () => {
    const target = await freshDatabase();
    expect((await runBackupCommand(['restore', backupFile], target)).exitCode).toBe(0);
    const restoredApp = await buildApp({
      config: loadConfig({
        DATA_DIR: folder,
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        LOG_LEVEL: 'silent',
        RATE_LIMIT: '0',
      }),
      database: target,
    });
    try {
      const mine = (headers: Record<string, string>) =>
        restoredApp.inject({ url: `/api/orders/${encodeURIComponent(scene.user.email)}`, headers });
      const before = (await mine(scene.user.headers)).json();
      expect(before).toHaveLength(2);
      expect(before).toEqual(
        (
          await shop.app.inject({
            url: `/api/orders/${encodeURIComponent(scene.user.email)}`,
            headers: scene.user.headers,
          })
        ).json(),
      );
      const again = await signIn(restoredApp, scene.user.email);
      expect((await mine(again.headers)).statusCode).toBe(200);
    } finally {
      await restoredApp.close();
    }
  });

  it('restores into the embedded database whatever database the backup came from', async () => {
    const embedded = createDatabase({ dataDir: undefined });
    opened.push(embedded);
    expect((await runBackupCommand(['restore', backupFile], embedded)).exitCode).toBe(0);
    expect(changedTables(await dbState(shop.database.db), await dbState(embedded.db))).toEqual([]);
  });

  it('refuses to restore over a database that holds data, unless told to replace it', async () => {
    const target = await freshDatabase();
    await createProduct(target.db, { name: 'Only In The Target' });
    const before = await dbState(target.db);
    const refused = await runBackupCommand(['restore', backupFile], target);
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toMatch(/^The database is not empty \(1 rows in 1 tables\)\. .* --force/);
    expect(changedTables(before, await dbState(target.db))).toEqual([]);

    const forced = await runBackupCommand(['restore', backupFile, '--force'], target);
    expect(forced.exitCode, forced.message).toBe(0);
    expect(changedTables(await dbState(shop.database.db), await dbState(target.db))).toEqual([]);
  });

  // Migrating a database from its first migration on the embedded database is slow on a busy machine.
  it('restores a backup made before a later migration, then applies that migration', async () => {
    const old = createDatabase({ dataDir: undefined });
    opened.push(old);
    await migrateTo(old, 1);
    const [account] = await old.db
      .execute<{ id: string }>(
        sql`insert into "user" (name, email) values ('Old Customer', 'old@example.com') returning id`,
      )
      .then((result) => (result as unknown as { rows: Array<{ id: string }> }).rows);
    const oldFile = path.join(folder, 'old.backup.json.gz');
    expect((await runBackupCommand(['backup', oldFile], old)).exitCode).toBe(0);
    expect((await readBackupHeader(oldFile)).migrations).toHaveLength(1);

    const target = await freshDatabase();
    expect((await runBackupCommand(['restore', oldFile], target)).exitCode).toBe(0);
    const restored = await target.db.select().from(user);
    expect(restored.map((row) => row.id)).toEqual([account!.id]);
    const applied = await target.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect((applied as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBeGreaterThanOrEqual(
      2,
    );
  }, 60_000);

  it('refuses a backup from a newer version of the shop, and a file that is not a backup', async () => {
    const newer = await readBackupHeader(backupFile);
    newer.migrations.push('f'.repeat(64));
    const newerFile = path.join(folder, 'newer.backup.json.gz');
    const { gzipSync } = await import('node:zlib');
    writeFileSync(newerFile, gzipSync(JSON.stringify(newer)));
    const target = await freshDatabase();
    const refused = await runBackupCommand(['restore', newerFile], target);
    expect(refused).toMatchObject({ exitCode: 1 });
    expect(refused.message).toMatch(/newer version of the shop/);

    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'not a backup');
    expect(await runBackupCommand(['restore', text], target)).toMatchObject({
      exitCode: 1,
      message: `${text} is not a backup of this shop (not a gzip-compressed JSON file).`,
    });
    expect(await runBackupCommand(['restore', path.join(folder, 'missing.gz')], target)).toMatchObject({
      exitCode: 1,
    });
  });

  it('never overwrites an existing file unless told to', async () => {
    const before = readFileSync(backupFile);
    const refused = await runBackupCommand(['backup', backupFile], shop.database);
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toMatch(/exists already/);
    expect(readFileSync(backupFile)).toEqual(before);
    expect((await runBackupCommand(['backup', backupFile, '--force'], shop.database)).exitCode).toBe(0);
  });

  it('explains its usage', async () => {
    expect(await runBackupCommand([], shop.database)).toEqual({ exitCode: 2, message: BACKUP_USAGE });
    expect(await runBackupCommand(['backup'], shop.database)).toEqual({ exitCode: 2, message: BACKUP_USAGE });
    expect(await runBackupCommand(['dump', 'x'], shop.database)).toEqual({
      exitCode: 2,
      message: BACKUP_USAGE,
    });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';
import { LOW_STOCK_JOB, lowStockMailIfDue } from '../features/insights/low-stock.js';
import { createProduct } from '../test/factories.js';
import { useTestShop } from '../test/use-test-shop.js';
import { jobLastRuns, runEvery, runJobOnce } from './run-every.js';

// Issue 39: each periodic job runs once across the processes that share the database, and a job
// whose holder died is run by another within a minute. Two processes are two connections pools on
// one PostgreSQL database; the embedded database has one process, which always holds its jobs.

const MINUTE = 60_000;
const onPostgres = process.env.TEST_DB === 'postgres';

describe('the periodic jobs', () => {
  const shop = useTestShop({ customers: [] });
  /** A second server process on the same database (on PostgreSQL). */
  let other: Database | undefined;
  const dbOf = (second: boolean) => (second && other ? other : shop.app.database).db;

  beforeAll(() => {
    const url = (shop.app.database as { url?: string }).url;
    if (onPostgres && url) other = createDatabase({ url, poolSize: 5 });
  });
  afterAll(async () => {
    await other?.close();
  });

  const gate = () => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };

  it('runs a job on one process when two look at once, and not again within its period', async () => {
    const job = (second: boolean) => ({ name: 'test-once', everyMs: 5 * MINUTE, db: dbOf(second) });
    let runs = 0;
    const held = gate();
    const task = async () => {
      runs += 1;
      await held.opened;
    };
    const first = runJobOnce(job(false), task);
    await expect.poll(() => runs, { timeout: 15_000 }).toBe(1);
    // The other process looks while the first runs it: it finds the job taken.
    const second = await runJobOnce(job(true), task);
    held.open();
    expect([await first, second]).toEqual(['ran', 'busy']);
    expect(await runJobOnce(job(true), task)).toBe('not-due');
    expect(runs).toBe(1);
    const recorded = await jobLastRuns(dbOf(false));
    expect(recorded.find((row) => row.name === 'test-once')?.lastRunAt).toBeInstanceOf(Date);

    expect(await runJobOnce(job(true), task, new Date(Date.now() + 5 * MINUTE))).toBe('ran');
    expect(runs).toBe(2);
  });

  it.runIf(onPostgres)(
    'is run by another process at its next look when the holder dies mid-run',
    async () => {
      const job = (second: boolean) => ({ name: 'test-takeover', everyMs: 5 * MINUTE, db: dbOf(second) });
      let runs = 0;
      const held = gate();
      const holder = runJobOnce(job(false), async () => {
        runs += 1;
        await held.opened;
      });
      await expect.poll(() => runs, { timeout: 15_000 }).toBe(1);
      expect(await runJobOnce(job(true), async () => {})).toBe('busy');
      // The holder's process dies: its connection, and the lock with it, goes.
      await dbOf(false).execute(
        sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database()) and pid <> pg_backend_pid()`,
      );
      // The server ends the connection a moment later; the other process's next look takes the job.
      await expect
        .poll(() =>
          runJobOnce(job(true), async () => {
            runs += 1;
          }),
        )
        .toBe('ran');
      expect(runs).toBe(2);
      held.open();
      await holder.catch(() => {});
    },
  );

  it('looks every period while the app runs and stops looking when told', async () => {
    let runs = 0;
    const stop = runEvery(
      { name: 'test-timer', everyMs: 1000, db: dbOf(false) },
      async () => {
        runs += 1;
      },
      () => {},
    );
    await expect.poll(() => runs, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    stop();
  });

  it('sends the low-stock mail once a day when two processes look at once', async () => {
    const { app } = shop;
    await createProduct(app.db, { name: 'Brake Pad Set', availableQty: 1, lowStockThreshold: 3 });
    const context = (second: boolean) => ({
      ...app.orders,
      db: dbOf(second),
      siteName: 'Chaka Parts',
      timeZone: 'Asia/Dhaka',
      hour: 0,
    });
    const look = (second: boolean, now: Date) =>
      runJobOnce(
        { name: LOW_STOCK_JOB, everyMs: 15 * MINUTE, db: dbOf(second) },
        () => lowStockMailIfDue(context(second), now),
        now,
      );
    const now = new Date();
    const outcomes = await Promise.all([look(false, now), look(true, now)]);
    expect(outcomes).toContain('ran');
    await shop.smtp.waitForMail(app.orders.shopAddress, (mail) => mail.subject.includes('low on stock'));
    // Later the same day, from either process: not again.
    const later = new Date(now.getTime() + 20 * MINUTE);
    await look(true, later);
    await look(false, new Date(later.getTime() + 20 * MINUTE));
    const [row] = await app.db.select().from(jobRuns).where(eq(jobRuns.name, LOW_STOCK_JOB));
    expect(row?.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shop.smtp.inbox.filter((mail) => mail.subject.includes('low on stock'))).toHaveLength(1);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { type RunningServer, startTestServer } from '../src/test/built-server.js';
import { multipart, pngImage } from '../src/test/files.js';

/** The periodic jobs of a shop with its settings here (lib/run-every.ts); each must run once. */
export const JOBS = ['order-expiry', 'parcel-sweep', 'refund-sweep', 'low-stock-mail'] as const;

export interface Host extends RunningServer {
  name: string;
  dataDir: string;
}

/** One host: the built shop in a process of its own, with its own DATA_DIR and port. */
export async function startHost(name: string, env: Record<string, string>): Promise<Host> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `chaka-host-${name}-`));
  const server = await startTestServer({ ...env, DATA_DIR: dataDir }, path.join(dataDir, 'server.log'));
  return Object.assign(server, { name, dataDir });
}

export function removeHost(host: Host | undefined) {
  if (!host) return;
  if (host.child.exitCode === null) host.child.kill('SIGKILL');
  rmSync(host.dataDir, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `read` until `done` says yes or `ms` have passed; answers the last value read. */
export async function within<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

export async function uploadImage(host: Host, headers: Record<string, string>) {
  const body = multipart([
    { field: 'image', filename: 'pads.png', type: 'image/png', content: await pngImage(800, 400) },
  ]);
  return host.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/**
 * Every run of a job recorded in job_runs from now on, by either host, in a table of the test's own
 * (a trigger): a recorded run sets last_run_at to the moment it ends. Moving last_run_at back (as
 * `makeJobsDue` does) is not a run.
 */
export async function watchJobRuns(database: Database) {
  await database.db.execute(
    sql.raw(`
    create table test_job_run_log (name text not null, at timestamptz not null default clock_timestamp());
    create function test_log_job_run() returns trigger language plpgsql as $$
    begin
      if new.last_run_at > now() - interval '1 minute'
         and (tg_op = 'INSERT' or new.last_run_at is distinct from old.last_run_at) then
        insert into test_job_run_log (name) values (new.name);
      end if;
      return new;
    end $$;
    create trigger test_job_run_log after insert or update on job_runs
      for each row execute function test_log_job_run();
  `),
  );
}

/** A period of every job has passed: each is due at its next look (within a minute). */
export async function makeJobsDue(database: Database) {
  for (const name of JOBS) {
    await database.db.execute(sql`insert into job_runs (name, last_run_at) values (${name}, now() - interval '1 day')
      on conflict (name) do update set last_run_at = now() - interval '1 day'`);
  }
  return new Date();
}

/** How many runs of each job were recorded since `since`. */
export async function runsSince(database: Database, since: Date): Promise<Record<string, number>> {
  const result = await database.db.execute(
    sql`select name, count(*)::int as runs from test_job_run_log where at >= ${since.toISOString()} group by name`,
  );
  const rows = (result as unknown as { rows: Array<{ name: string; runs: number }> }).rows;
  return Object.fromEntries(JOBS.map((job) => [job, rows.find((row) => row.name === job)?.runs ?? 0]));
}

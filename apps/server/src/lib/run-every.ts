import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';

/**
 * The shop's periodic jobs (the sweeps of unpaid orders, parcels and refunds, the low-stock mail)
 * run once across all server processes, on any number of machines (issue 39). Each process looks
 * every minute (or every period, when shorter) whether the job is due; the one that takes the job's
 * PostgreSQL advisory lock (a session lock on a connection of its own, keyed by the job's name)
 * reads in job_runs when it last ran, runs it if a period has passed, and records the run. The
 * others skip that look. A process that dies mid-run loses its connection and with it the lock,
 * and records nothing: another runs the job within a minute. On the embedded database only one
 * process can open the data directory, so there is nothing to lock.
 */
export interface PeriodicJob {
  /** The job's name: its lock and its row in job_runs. */
  name: string;
  everyMs: number;
  db: Db;
}

/** How often a process looks at most whether a job is due: a dead holder's job waits no longer. */
const LOOK_EVERY_MS = 60_000;

export type JobOutcome = 'ran' | 'busy' | 'not-due';

/** Whether the job is due and free; if so runs it and records the run (tests, and the timer). */
export async function runJobOnce(job: PeriodicJob, task: () => Promise<unknown>, now = new Date()) {
  return withJobLock(job, async (): Promise<JobOutcome> => {
    const [last] = await job.db
      .select({ at: jobRuns.lastRunAt })
      .from(jobRuns)
      .where(eq(jobRuns.name, job.name));
    // A tick comes up to a few milliseconds early: a run a hair under a period ago is due.
    if (last && now.getTime() - last.at.getTime() < job.everyMs - 1000) return 'not-due';
    try {
      await task();
    } finally {
      await job.db
        .insert(jobRuns)
        .values({ name: job.name, lastRunAt: new Date() })
        .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: sql`excluded.last_run_at` } });
    }
    return 'ran';
  });
}

/**
 * Looks whether the job is due every minute (or period) while the app runs: never two runs at once
 * in this process either, a failure goes to `onError`, and the timer never keeps the process
 * alive. Answers the stop.
 */
export function runEvery(job: PeriodicJob, task: () => Promise<unknown>, onError: (error: unknown) => void) {
  let running = false;
  const timer = setInterval(
    () => {
      if (running) return;
      running = true;
      runJobOnce(job, task)
        .catch(onError)
        .finally(() => {
          running = false;
        });
    },
    Math.min(job.everyMs, LOOK_EVERY_MS),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** The shop day a once-a-day job last did its work (read while holding the job, in its task). */
export async function jobDay(db: Db, name: string): Promise<string | null> {
  const [found] = await db.select({ day: jobRuns.lastDay }).from(jobRuns).where(eq(jobRuns.name, name));
  return found?.day ?? null;
}

export async function recordJobDay(db: Db, name: string, day: string, at = new Date()) {
  await db
    .insert(jobRuns)
    .values({ name, lastRunAt: at, lastDay: day })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastDay: day } });
}

/** When each job last ran, across all processes (the metrics). */
export async function jobLastRuns(db: Db): Promise<Array<{ name: string; lastRunAt: Date }>> {
  return db.select({ name: jobRuns.name, lastRunAt: jobRuns.lastRunAt }).from(jobRuns);
}

/** The jobs running now, by database handle: one run of a job at a time here, whatever the database. */
const runningHere = new WeakMap<Db, Set<string>>();

async function withJobLock(job: PeriodicJob, run: () => Promise<JobOutcome>): Promise<JobOutcome> {
  const running = runningHere.get(job.db) ?? new Set<string>();
  runningHere.set(job.db, running);
  if (running.has(job.name)) return 'busy';
  running.add(job.name);
  try {
    return await withDatabaseLock(job, run);
  } finally {
    running.delete(job.name);
  }
}

async function withDatabaseLock(job: PeriodicJob, run: () => Promise<JobOutcome>): Promise<JobOutcome> {
  const pool = (job.db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return run();
  const client = await pool.connect();
  // The connection may be cut while held (the database restarts, an operator ends it): that is
  // the lost lock, told by the next query; unheard, the client's error would end the process.
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [`job:${job.name}`],
    );
    if (!rows[0]?.locked) return 'busy';
    try {
      return await run();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [`job:${job.name}`]).catch((error) => {
        broken ??= error as Error;
      });
    }
  } finally {
    client.off('error', onError);
    // A connection that failed is thrown away rather than handed to the next query.
    client.release(broken);
  }
}

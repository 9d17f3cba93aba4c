import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 39: the periodic jobs (lib/run-every.ts) across all server processes: when each last ran,
 * for the metrics, and the shop day a once-a-day job (the low-stock mail) last did its work, so a
 * second process or a restart does not do it again that day.
 */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
  /** The shop day (YYYY-MM-DD) a once-a-day job last did its work. */
  lastDay: text(),
});

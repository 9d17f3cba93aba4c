import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';
import { noticeQueue, orderMailQueue, smsQueue } from '../db/schema/index.js';
import { jobLastRuns } from './run-every.js';

/**
 * The shop's Prometheus metrics (issue 39). What the process counts as it goes (requests, cache
 * lookups, orders placed, payments) lives in one registry per process, so a feature counts without
 * being handed the app; the process's own (event-loop lag, heap, RSS: prom-client's defaults) join
 * it once metrics are on. What is read at scrape time (the database pool, the queues, the jobs'
 * last runs) is each app's own (metricsOf).
 */
const processRegistry = new Registry();
let defaultsOn = false;

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
});
const durations = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});
const cacheLookups = new Counter({
  name: 'chaka_cache_lookups_total',
  help: 'Reads of the in-memory read caches, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [processRegistry],
});
const ordersPlaced = new Counter({
  name: 'chaka_orders_placed_total',
  help: 'Orders placed, by payment method',
  labelNames: ['payment_method'] as const,
  registers: [processRegistry],
});
const paymentsConfirmed = new Counter({
  name: 'chaka_payments_confirmed_total',
  help: 'Orders marked paid by a confirmed payment, by provider',
  labelNames: ['provider'] as const,
  registers: [processRegistry],
});

/** The counts of this process: any feature calls these, metrics on or off (they cost a map update). */
export const shopCounters = {
  request(method: string, route: string, status: number, seconds: number) {
    const labels = { method, route, status: String(status) };
    requests.inc(labels);
    durations.observe(labels, seconds);
  },
  cacheLookup(cache: string, hit: boolean) {
    cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
  },
  orderPlaced(paymentMethod: string) {
    ordersPlaced.inc({ payment_method: paymentMethod });
  },
  paymentConfirmed(provider: string) {
    paymentsConfirmed.inc({ provider });
  },
};

/** The queues whose length and oldest row's age the metrics read. */
const QUEUES = [
  { name: 'order_mail', table: orderMailQueue },
  { name: 'sms', table: smsQueue },
  { name: 'notice', table: noticeQueue },
] as const;

/** The metrics of one app on its database: answers the text Prometheus reads. */
export function metricsOf(db: Db): { contentType: string; text: () => Promise<string> } {
  if (!defaultsOn) {
    collectDefaultMetrics({ register: processRegistry });
    defaultsOn = true;
  }
  const registry = new Registry();
  const pool = (db as unknown as { $client: unknown }).$client;
  if (pool instanceof pg.Pool) {
    new Gauge({
      name: 'chaka_db_pool_connections',
      help: 'Connections of the PostgreSQL pool: in use, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  const length = new Gauge({
    name: 'chaka_queue_length',
    help: 'Messages waiting in a queue (order mails, SMS, notices)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'chaka_queue_oldest_age_seconds',
    help: 'Age of the oldest message waiting in a queue; 0 when it is empty',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const lastRun = new Gauge({
    name: 'chaka_job_last_run_timestamp_seconds',
    help: 'When each periodic job last ran, on any process (Unix time)',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  /** One cheap query for all queues (each counts its rows and reads its oldest). */
  async function readQueues() {
    const parts = QUEUES.map(
      ({ name, table }) =>
        sql`select ${name} as queue, count(*)::int as length, coalesce(extract(epoch from now() - min(${table.createdAt})), 0)::float8 as oldest from ${table}`,
    );
    const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
      rows: Array<{ queue: string; length: number; oldest: number }>;
    };
    for (const row of result.rows) {
      length.set({ queue: row.queue }, Number(row.length));
      oldest.set({ queue: row.queue }, Number(row.oldest));
    }
  }

  async function readJobs() {
    for (const job of await jobLastRuns(db)) lastRun.set({ job: job.name }, job.lastRunAt.getTime() / 1000);
  }

  return {
    contentType: registry.contentType,
    async text() {
      await Promise.all([readQueues(), readJobs()]);
      return Registry.merge([processRegistry, registry]).metrics();
    },
  };
}

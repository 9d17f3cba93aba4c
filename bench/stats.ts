// `npm run bench:stats`: the Overview's numbers (GET /api/admin/stats) for a year of 100,000 orders
// on PostgreSQL, and the CSV export of all of them streamed, measured in process against the built
// server's own functions (run `npm run build` first). The target of issue 19: under 200 ms.
//
//   npm run bench:stats                      100,000 orders, 20 timed runs of each range
//   npm run bench:stats -- --orders 20000    fewer orders while working on something
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createDatabase, ordersCsv, shopStats } from '@chaka/server/reports';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase } from './shop.js';

const { values: options } = parseArgs({
  options: { orders: { type: 'string', default: '100000' }, runs: { type: 'string', default: '20' } },
});
const ORDERS = Number(options.orders);
const RUNS = Number(options.runs);
const TIME_ZONE = 'Asia/Dhaka';

const created = await createPostgresDatabase();
const database = createDatabase({ url: created.url });
try {
  await database.migrate();
  const { db } = database;
  const started = Date.now();
  process.stdout.write(`Seeding ${ORDERS.toLocaleString('en')} orders over a year ... `);
  await db.execute(sql`insert into products (name, description, image, price_cents, available_qty, min_order_qty)
    select 'Part ' || g, 'A part for the bench.', '/images/parts/spark-plugs.svg', 500 + g * 37, g % 20, 1
    from generate_series(1, 200) as g`);
  // Statuses as a running shop has them (mostly delivered, one in seven cancelled), both payment
  // methods, five districts, times spread over the last 365 days.
  await db.execute(sql`insert into orders (email, user_name, status, payment_method, subtotal_cents,
      delivery_fee_cents, total_cents, delivery_district, created_at)
    select 'customer' || (g % 5000) || '@example.com', 'Customer ' || (g % 5000),
      (array['placed','confirmed','shipped','delivered','delivered','delivered','cancelled'])[1 + g % 7],
      (array['cod','online'])[1 + g % 2], subtotal, fee, subtotal + fee,
      (array['Dhaka','Chattogram','Sylhet','Khulna','Rajshahi'])[1 + g % 5],
      now() - random() * interval '365 days'
    from (select g, 1000 + (g * 7919) % 90000 as subtotal, case when g % 3 = 0 then 6000 else 12000 end as fee
          from generate_series(1, ${ORDERS}) as g) as made`);
  await db.execute(sql`insert into order_lines (order_id, product_id, product_name, image, size, quantity, price_cents)
    select o.id, p.id, p.name, p.image, 'M', 1 + o.order_number % 3, o.subtotal_cents
    from orders o join products p on p.name = 'Part ' || (1 + o.order_number % 200)`);
  await db.execute(sql`analyze`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  for (const [label, range] of [
    ['a year', { from: yearAgo, to: today }],
    ['the last 30 days', {}],
  ] as const) {
    for (let warm = 0; warm < 3; warm += 1) await shopStats(db, range, TIME_ZONE);
    const times: number[] = [];
    let orders = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      orders = (await shopStats(db, range, TIME_ZONE)).orders;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
    console.log(
      `stats for ${label} (${orders.toLocaleString('en')} orders not cancelled): median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${RUNS} runs`,
    );
  }

  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let bytes = 0;
  const csvStarted = performance.now();
  await pipeline(
    ordersCsv(db, {}, TIME_ZONE),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        done();
      },
    }),
  );
  console.log(
    `CSV of every order: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - csvStarted) / 1000).toFixed(1)} s, ` +
      `resident memory grew ${((peakRss - rssBefore) / 1e6).toFixed(1)} MB at most`,
  );
} finally {
  await database.close();
  await created.drop();
}

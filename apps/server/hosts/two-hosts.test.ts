// Issue 39: the built shop on two hosts (two processes, each with its own port and DATA_DIR) sharing
// one PostgreSQL database, one Redis and one S3-compatible store (a local stand-in checking SigV4
// signatures). What one host does, the other sees; each periodic job runs once while both are up,
// and goes on on the other when one is killed with SIGKILL; no mail goes twice.
import type { Order, Product } from '@chaka/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reachable } from '../../../scripts/lib.mjs';
import type { Database } from '../src/db/client.js';
import { grantAdmin } from '../src/features/auth/accounts-service.js';
import { type Customer, signIn, signUp, uniqueEmail } from '../src/test/app.js';
import { createProduct } from '../src/test/factories.js';
import { createPostgresTestDatabase } from '../src/test/postgres-database.js';
import { newProduct } from '../src/test/product-requests.js';
import { type S3StandIn, startS3StandIn } from '../src/test/s3-stand-in.js';
import { type SmtpServer, startSmtpServer } from '../src/test/smtp.js';
import {
  type Host,
  JOBS,
  makeJobsDue,
  removeHost,
  runsSince,
  sleep,
  startHost,
  uploadImage,
  watchJobRuns,
  within,
} from './two-hosts-kit.js';

const POSTGRES = process.env.TEST_DATABASE_URL;
const REDIS_URL = 'redis://127.0.0.1:6379';
const redisUp = await reachable('127.0.0.1', 6379);
const missing = [!POSTGRES && 'PostgreSQL (TEST_DATABASE_URL unset)', !redisUp && `Redis (${REDIS_URL})`];
if (missing.some(Boolean)) {
  console.log(`The two-host suite is SKIPPED: it needs ${missing.filter(Boolean).join(' and ')}.`);
}
/** Upload limit a minute per user, shared through Redis. */
const UPLOADS_A_MINUTE = 3;
/** Each host looks every minute whether a job is due (lib/run-every.ts), so both have looked by then. */
const BOTH_LOOKED_MS = 66_000;

describe.runIf(!missing.some(Boolean))('two hosts on one database, one Redis and one bucket', () => {
  let s3: S3StandIn;
  let smtp: SmtpServer;
  let database: Database & { url: string };
  let a: Host;
  let b: Host;
  let customer: Customer;
  const orders: Order[] = [];

  beforeAll(async () => {
    [s3, smtp, database] = await Promise.all([
      startS3StandIn(),
      startSmtpServer(),
      createPostgresTestDatabase(POSTGRES!, 2),
    ]);
    await watchJobRuns(database);
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      REDIS_URL,
      SMTP_URL: smtp.url,
      SEED: 'none',
      PAYMENT_PROVIDER: 'test',
      UPLOAD_RATE_LIMIT: String(UPLOADS_A_MINUTE),
      LOW_STOCK_MAIL: 'on',
    };
    [a, b] = await Promise.all([startHost('a', env), startHost('b', env)]);
    customer = await signUp(a);
    // Unpaid card orders, placed on both hosts: their mails go once each, and they expire.
    const product = await createProduct(database.db, { availableQty: 50 });
    for (const host of [a, b, a, b]) {
      const placed = await host.inject({
        method: 'POST',
        url: '/api/orders',
        headers: customer.headers,
        payload: { productId: product.id, quantity: 1, size: 'M' },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      orders.push(placed.json());
    }
  }, 180_000);

  afterAll(async () => {
    removeHost(a);
    removeHost(b);
    await Promise.all([a?.exited, b?.exited]);
    await Promise.all([s3?.close(), smtp?.close(), database?.close()]);
  });

  it('serves on B an image uploaded on A, from the bucket, with long caching', async () => {
    const uploaded = await uploadImage(a, customer.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json().data as { url: string };
    const served = await b.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(s3.objects.has(`uploads${url.slice('/uploads'.length)}`)).toBe(true);
  });

  it('takes on B a session made on A, and its sign-out on A counts on B', async () => {
    const session = await b.inject({ url: '/api/auth/get-session', headers: customer.headers });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(customer.email);
    const other = await signIn(a, customer.email);
    const out = await a.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...other.headers, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    const after = await within(
      5_000,
      () => b.inject({ url: '/api/auth/get-session', headers: other.headers }),
      (answer) => answer.json() === null,
    );
    expect(after.json()).toBeNull();
  });

  it('lists on B, within a second, a product changed on A', async () => {
    const admin = await signUp(a, { email: uniqueEmail('admin') });
    await grantAdmin(database.db, admin.email);
    const adminOnA = await signIn(a, admin.email);
    const created = await a.inject({
      method: 'POST',
      url: '/api/services',
      headers: adminOnA.headers,
      payload: newProduct(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json()._id as string;
    const listed = async () =>
      ((await b.inject({ url: '/api/services' })).json() as Product[]).find((product) => product._id === id);
    expect((await listed())?.price).toBe(19.99);

    const edited = await a.inject({
      method: 'PATCH',
      url: `/api/service/${id}`,
      headers: adminOnA.headers,
      payload: { price: 24.5 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const changedAt = Date.now();
    const seen = await within(1_000, listed, (product) => product?.price === 24.5);
    expect(seen?.price, `B still listed ${seen?.price} a second after the change`).toBe(24.5);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });

  it('shares the rate limits: a user’s uploads are counted together on both hosts', async () => {
    const uploader = await signUp(b);
    for (const host of [a, b, a]) expect((await uploadImage(host, uploader.headers)).statusCode).toBe(200);
    for (const host of [b, a]) expect((await uploadImage(host, uploader.headers)).statusCode).toBe(429);
  });

  it('runs each periodic job once while both are up, and sends no mail twice', async () => {
    // A day has passed: the unpaid orders are past UNPAID_ORDER_TTL (24 h), every job is due.
    await database.db.execute(sql`update orders set created_at = created_at - interval '25 hours'`);
    const since = await makeJobsDue(database);
    await sleep(BOTH_LOOKED_MS);
    expect(await runsSince(database, since)).toEqual(Object.fromEntries(JOBS.map((job) => [job, 1])));
    for (const order of orders) {
      const read = await b.inject({ url: `/api/order/${order._id}`, headers: customer.headers });
      expect(read.json().status, order.orderNumber).toBe('cancelled');
    }
    expectNoMailTwice(smtp, customer, orders);
  }, 150_000);

  it('goes on with every job on B once A is killed with SIGKILL', async () => {
    a.child.kill('SIGKILL');
    expect((await a.exited).signal).toBe('SIGKILL');
    const since = await makeJobsDue(database);
    const runs = await within(
      BOTH_LOOKED_MS,
      () => runsSince(database, since),
      (counts) => JOBS.every((job) => counts[job]! >= 1),
    );
    expect(runs).toEqual(Object.fromEntries(JOBS.map((job) => [job, 1])));
    expect(
      (await b.inject({ url: '/api/auth/get-session', headers: customer.headers })).json().user.email,
    ).toBe(customer.email);
    expectNoMailTwice(smtp, customer, orders);
  }, 150_000);
});

/** Each order's mails (placed, cancelled) went to the customer once each. */
function expectNoMailTwice(smtp: SmtpServer, customer: Customer, orders: Order[]) {
  for (const order of orders) {
    const subjects = smtp.inbox
      .filter((mail) => mail.to.includes(customer.email) && mail.subject.includes(order.orderNumber))
      .map((mail) => mail.subject);
    expect(subjects.length, `${order.orderNumber}: ${subjects.join(' | ')}`).toBeGreaterThanOrEqual(2);
    expect(new Set(subjects).size, `${order.orderNumber}: ${subjects.join(' | ')}`).toBe(subjects.length);
  }
}

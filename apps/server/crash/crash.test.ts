// The built server under concurrent orders, cancels, payments and status moves is killed with SIGKILL and started
// again on the same data: nothing acknowledged may be lost and nothing may be half-written. Then a
// SIGTERM while an order is in flight: the order completes. Then the data goes through db:backup
// and db:restore. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
// Its random choices follow CRASH_SEED (printed on every run), so a failure can be replayed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Order, Product } from '@chaka/contract';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { type Customer, signIn, signUp } from '../src/test/app.js';
import { type RunningServer, startTestServer } from '../src/test/built-server.js';
import { SeededRandom, seedFrom } from '../src/test/random.js';
import { type SmtpServer, startSmtpServer } from '../src/test/smtp.js';
import { check, checkAfterRestart, checkStoredRows } from './invariants.js';
import { driveLoad } from './load.js';
import { call, pay } from './shop-api.js';
import { type DatabaseKind, newStorage, type Storage } from './storage.js';

const SEED = seedFrom('CRASH_SEED');
const ADMIN = { email: 'crash-admin@example.com', password: 'adminPass1' };
const CUSTOMERS = 6;
const BACKUP_CLI = fileURLToPath(new URL('../dist/cli/backup.js', import.meta.url));
const kinds: DatabaseKind[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`Crash test on ${kinds.join(' and ')}, seed ${SEED} (CRASH_SEED=${SEED} replays its choices)`);

/** The built server on `storage`, seeded with the demo catalogue and an admin; `logs` keeps its output. */
function shopOn(storage: Storage, smtp: SmtpServer, logs: string[]) {
  const logFile = path.join(storage.dataDir, `server-${logs.length + 1}.log`);
  logs.push(logFile);
  return startTestServer(
    {
      ...storage.env,
      SMTP_URL: smtp.url,
      SEED: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_PROVIDER: 'test',
      // A customer of the load holds a few unpaid orders at once, and more are refused (409).
      MAX_UNPAID_ORDERS: '8',
    },
    logFile,
  );
}

async function stopGracefully(server: RunningServer) {
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  check(code === 0, `the server did not exit cleanly on SIGTERM (code ${code}, signal ${signal})`);
}

/** A request whose headers the server has, and whose body it is still waiting for. */
function halfSentOrder(server: RunningServer, customer: Customer, product: Product) {
  const body = Buffer.from(JSON.stringify({ productId: product._id, quantity: product.orderQty, size: 'M' }));
  const request = http.request(`${server.url}/api/orders`, {
    method: 'POST',
    agent: false,
    headers: { ...customer.headers, 'content-type': 'application/json', 'content-length': body.length },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 5));
  return { answered, finish: () => request.end(body.subarray(5)) };
}

/**
 * A product that has stock for one more order now: the load, whose choices follow the random seed,
 * may have sold out any product it was given.
 */
async function productInStock(server: RunningServer): Promise<Product> {
  const { json } = await call<Product[]>(server, 'GET', '/api/services');
  const product = json.find((each) => each.availableQty >= each.orderQty);
  check(product, 'every product is sold out');
  return product;
}

/** `npm run db:backup` / `db:restore` of the built shop on `storage`. */
function backupCommand(args: string[], storage: Storage) {
  const result = spawnSync(process.execPath, [BACKUP_CLI, ...args], {
    env: { ...process.env, ...storage.env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  check(result.status === 0, `backup.js ${args.join(' ')}: ${result.stdout}${result.stderr}`);
}

describe.each(kinds)('the built server on %s', (kind) => {
  const random = SeededRandom.from(SEED);
  const logs: string[] = [];
  const servers: RunningServer[] = [];
  let storage: Storage;
  let smtp: SmtpServer;
  let server: RunningServer;
  let customers: Customer[];
  let admin: Customer;
  let ordersAtTheEnd: Order[];

  const start = async (on = storage) => {
    server = await shopOn(on, smtp, logs);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    storage = await newStorage(kind, 'crash');
  });
  beforeEach(({ onTestFailed }) =>
    onTestFailed(() => {
      // A server that never started wrote no log.
      for (const file of logs.filter((each) => existsSync(each))) {
        const text = readFileSync(file, 'utf8').trim();
        if (text) console.error(`--- ${path.basename(file)}\n${text.slice(-4000)}`);
      }
      console.error(`[${kind}] replay with CRASH_SEED=${SEED}`);
    }),
  );
  afterAll(async () => {
    for (const running of servers) if (running.child.exitCode === null) running.child.kill('SIGKILL');
    await Promise.all(servers.map((running) => running.exited));
    await storage?.remove();
    await smtp?.close();
  });

  it('loses nothing it acknowledged when killed with SIGKILL under concurrent orders, cancels, payments and status moves', async () => {
    await start();
    const products = (await call<Product[]>(server, 'GET', '/api/services')).json.filter(
      (product) => product.availableQty > 0,
    );
    const initialStock = new Map(products.map((product) => [product._id, product]));
    customers = [];
    for (let i = 0; i < CUSTOMERS; i += 1)
      customers.push(await signUp(server, { name: 'Crash Test Customer' }));
    admin = await signIn(server, ADMIN.email, ADMIN.password);

    const load = driveLoad(server, customers, admin, products, random.fork());
    const enough = Date.now() + 20_000;
    // Enough of everything: orders, checkouts of several parts, orders the admin moved on (some of
    // them to delivered), and returns of delivered parts received (back in stock or written off).
    const delivered = () => [...load.acknowledged.moved.values()].filter((s) => s === 'delivered').length;
    const checkouts = () => [...load.acknowledged.orders.values()].filter((o) => o.lineCount > 1).length;
    const received = () =>
      [...load.acknowledged.returns.values()].filter((known) => known.status === 'received').length;
    const writtenOff = () => [...load.acknowledged.returns.values()].filter((known) => known.damaged).length;
    const busy = () =>
      load.acknowledged.orders.size < 40 ||
      checkouts() < 5 ||
      load.acknowledged.moved.size < 12 ||
      delivered() < 3 ||
      received() < 2 ||
      writtenOff() < 1;
    while (busy() && Date.now() < enough) await sleep(50);
    await sleep(random.int(0, 500));
    server.child.kill('SIGKILL');
    await server.exited;
    await load.stop();
    const { acknowledged } = load;
    check(acknowledged.orders.size > 0, 'no order went through before the kill');

    await start();
    const after = await checkAfterRestart(server, admin, initialStock, acknowledged);
    const product = await productInStock(server);
    // A new customer: those of the load may hold as many unpaid orders as they are allowed.
    const buyer = await signUp(server, { name: 'Crash Test Customer' });
    const fresh = await call<Order>(server, 'POST', '/api/orders', {
      who: buyer,
      body: { productId: product._id, quantity: product.orderQty, size: 'L' },
    });
    check(fresh.status === 200, `a new order after the restart: ${fresh.status} ${fresh.text}`);
    const freshPayment = await pay(server, buyer, fresh.json._id);
    check(freshPayment.status === 200, `paying after the restart: ${freshPayment.step} ${freshPayment.text}`);
    console.log(
      `  [${kind}] killed after ${acknowledged.orders.size} orders (${checkouts()} checkouts of several parts), ${acknowledged.cancelled.size} cancels, ${acknowledged.paid.size} payments had been answered and ${acknowledged.moved.size} orders moved on, ${received()} returns received (${writtenOff()} written off); after the restart ${after.orders} orders (${after.paid} paid, ${after.delivered} delivered, ${after.cancelled} cancelled) and ${after.returns} returns (${after.received} received, ${after.writtenOff} written off) add up with the stock`,
    );
  });

  it('finishes the order in flight on SIGTERM, refuses new requests and exits with 0', async () => {
    const buyer = await signUp(server, { name: 'Crash Test Customer' });
    const inFlight = halfSentOrder(server, buyer, await productInStock(server));
    await sleep(300);
    server.child.kill('SIGTERM');
    let ready: number | 'refused' = 200;
    for (let i = 0; i < 50 && ready === 200; i += 1) {
      ready = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.status,
        () => 'refused' as const,
      );
      if (ready === 200) await sleep(20);
    }
    check(ready !== 200, 'the server still took new requests after SIGTERM');
    await sleep(200);
    inFlight.finish();
    const answer = await inFlight.answered;
    check(
      answer.status === 200,
      `the order in flight at SIGTERM was answered ${answer.status} ${answer.text}`,
    );
    const { code } = await server.exited;
    check(code === 0, `the server did not exit cleanly on SIGTERM (code ${code})`);

    await start();
    const kept = await call(server, 'GET', `/api/order/${JSON.parse(answer.text)._id}`, {
      who: buyer,
    });
    check(
      kept.status === 200,
      `the order answered during shutdown is gone after the restart (${kept.status})`,
    );
    ordersAtTheEnd = (await call<Order[]>(server, 'GET', '/api/orders?status=all', { who: admin })).json;
    await stopGracefully(server);
    await checkStoredRows(storage);
    console.log(`  [${kind}] SIGTERM: the order in flight completed and was kept; the process exited with 0`);
  });

  it('comes back whole from db:backup and db:restore into an empty database', async () => {
    const file = path.join(storage.dataDir, 'shop.backup.json.gz');
    backupCommand(['backup', file], storage);
    const target = await newStorage(kind, 'restored');
    try {
      backupCommand(['restore', file], target);
      await start(target);
      const signedIn = await signIn(server, ADMIN.email, ADMIN.password);
      const restored = (await call<Order[]>(server, 'GET', '/api/orders?status=all', { who: signedIn })).json;
      check(
        JSON.stringify(restored) === JSON.stringify(ordersAtTheEnd),
        `the restored shop shows ${restored.length} orders, the original ${ordersAtTheEnd.length}`,
      );
      await stopGracefully(server);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
      await target.remove();
    }
    console.log(
      `  [${kind}] db:backup and db:restore: the restored shop has the same ${ordersAtTheEnd.length} orders`,
    );
  });
});

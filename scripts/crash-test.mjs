// `node scripts/crash-test.mjs` (part of `npm test`, after the build): the built server under
// concurrent orders, cancels and payments is killed with SIGKILL and started again on the same
// data; nothing acknowledged may be lost and nothing may be half-written. Then a SIGTERM while an
// order is in flight: the order completes. Then the data goes through db:backup and db:restore.
// Runs on the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { authToken, root, sleep, startBuiltServer } from './lib.mjs';

// The built server's own database client, so the data is opened exactly as the server opens it.
const { createDatabase } = await import(pathToFileURL(path.join(root, 'apps/server/dist/db/client.js')).href);

const ADMIN = { email: 'crash-admin@example.com', password: 'adminPass1' };
const PASSWORD = 'partsPass1';
const CUSTOMERS = 6;
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

class Failure extends Error {}
const check = (condition, message) => {
  if (!condition) throw new Failure(message);
};
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Runs one statement on a database the way the server opens it, then closes it again. */
async function queryOnce(options, text) {
  const database = createDatabase(options);
  try {
    return (await database.db.execute(text)).rows;
  } finally {
    await database.close();
  }
}

/** A database for one run: a DATA_DIR for PGlite, or a fresh database on the PostgreSQL server. */
async function newStorage(kind, label) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `chaka-${label}-`));
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      // Only while no server runs on it: the embedded database has one process at a time.
      query: (text) => queryOnce({ dataDir: path.join(dataDir, 'db') }, text),
      async remove() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `chaka_${label.replaceAll('-', '_')}_${randomBytes(5).toString('hex')}`;
  await queryOnce({ url: serverUrl, poolSize: 1 }, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    query: (text) => queryOnce({ url: url.toString(), poolSize: 1 }, text),
    async remove() {
      await queryOnce({ url: serverUrl, poolSize: 1 }, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The built server on a free port; its output goes to a log file shown when something fails. */
async function startServer(storage, logs) {
  const logFile = path.join(storage.dataDir, `server-${logs.length + 1}.log`);
  const out = openSync(logFile, 'a');
  logs.push(logFile);
  try {
    return await startBuiltServer({
      env: {
        ...storage.env,
        SEED: 'demo',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PAYMENT_PROVIDER: 'test',
        SMTP_URL: '',
        UI_DELAYS: 'off',
        RATE_LIMIT: '0',
        AUTH_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', out, out],
      timeoutMs: 90_000,
    });
  } finally {
    closeSync(out);
  }
}

async function api(server, method, pathname, { token, body } = {}) {
  const response = await fetch(`${server.url}${pathname}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

async function signUp(server, email) {
  const body = { name: 'Crash Test Customer', email, password: PASSWORD };
  return { email, token: await authToken(server.url, 'sign-up', body) };
}

async function signIn(server, email, password) {
  return { email, token: await authToken(server.url, 'sign-in', { email, password }) };
}

/** Pays an order with the test provider: intent, card, confirmation. The answer of each step. */
async function pay(server, customer, orderId) {
  const intent = await api(server, 'POST', '/create-payment-intent', {
    token: customer.token,
    body: { orderId },
  });
  if (intent.status !== 200) return { step: 'intent', ...intent };
  const card = await api(server, 'POST', '/api/payments/test/confirm', {
    token: customer.token,
    body: { clientSecret: intent.json.clientSecret, ...CARD },
  });
  if (card.status !== 200) return { step: 'card', ...card };
  const confirm = await api(server, 'PATCH', `/api/order/${orderId}`, {
    token: customer.token,
    body: { transactionId: card.json.transactionId, appointmentId: orderId, email: customer.email },
  });
  return { step: 'confirm', transactionId: card.json.transactionId, ...confirm };
}

/**
 * Customers order, cancel and pay at once (an admin cancels too) until the server dies. Only
 * answers that arrived are recorded: they are what clients were told and must hold afterwards.
 */
function driveLoad(server, customers, admin, products) {
  // `cancelling`: cancels sent whose answer may never come (the kill can land in between); such an
  // order may or may not be there after the restart, both are right.
  const acknowledged = { orders: new Map(), cancelled: new Set(), cancelling: new Set(), paid: new Map() };
  let running = true;
  const quiet = (promise) => promise.catch(() => undefined);

  const customerLoop = async (customer) => {
    const mine = [];
    while (running) {
      const product = pick(products);
      const quantity = product.orderQty + Math.floor(Math.random() * 3);
      const placed = await quiet(
        api(server, 'POST', '/api/orders', {
          token: customer.token,
          body: { productId: product._id, quantity, size: pick(['SM', 'M', 'L', 'XL']) },
        }),
      );
      if (!placed) break;
      if (placed.status === 200) {
        acknowledged.orders.set(placed.json._id, placed.json);
        mine.push(placed.json._id);
      }
      const roll = Math.random();
      const unpaid = mine.filter((id) => !acknowledged.cancelled.has(id) && !acknowledged.paid.has(id));
      if (roll < 0.3 && unpaid.length > 0) {
        const id = pick(unpaid);
        acknowledged.cancelling.add(id);
        const cancelled = await quiet(api(server, 'DELETE', `/api/orders/${id}`, { token: customer.token }));
        if (cancelled?.status === 200) acknowledged.cancelled.add(id);
        // Refused because it is paid: then no cancel of it can succeed, and it must stay.
        if (cancelled?.status === 409) acknowledged.cancelling.delete(id);
      } else if (roll < 0.7 && unpaid.length > 0) {
        const id = pick(unpaid);
        const paid = await quiet(pay(server, customer, id));
        if (paid?.step === 'confirm' && paid.status === 200) acknowledged.paid.set(id, paid.transactionId);
      }
    }
  };

  const adminLoop = async () => {
    while (running) {
      await sleep(100);
      const candidates = [...acknowledged.orders.keys()].filter(
        (id) => !acknowledged.cancelled.has(id) && !acknowledged.paid.has(id),
      );
      if (candidates.length === 0) continue;
      const id = pick(candidates);
      acknowledged.cancelling.add(id);
      const cancelled = await quiet(api(server, 'DELETE', `/api/orders/${id}`, { token: admin.token }));
      if (!cancelled) break;
      if (cancelled.status === 200) acknowledged.cancelled.add(id);
      if (cancelled.status === 409) acknowledged.cancelling.delete(id);
    }
  };

  const done = Promise.all([...customers.map(customerLoop), adminLoop()]);
  return {
    acknowledged,
    async stop() {
      running = false;
      await done;
    },
  };
}

const toCents = (dollars) => Math.round(dollars * 100);

/** What the API shows after the restart must agree with every answer clients were given. */
async function checkAfterRestart(server, admin, initialStock, acknowledged) {
  const health = await api(server, 'GET', '/api/health');
  check(health.status === 200 && health.json.db === 'up', `health after restart: ${health.text}`);
  const allOrders = (await api(server, 'GET', '/api/orders', { token: admin.token })).json;
  const products = (await api(server, 'GET', '/api/services')).json;
  const byId = new Map(allOrders.map((order) => [order._id, order]));

  for (const [id, order] of acknowledged.orders) {
    if (acknowledged.cancelled.has(id)) {
      check(!byId.has(id), `order ${id} was cancelled (200) but exists after the restart`);
    } else if (byId.has(id)) {
      check(byId.get(id).quantity === order.quantity, `order ${id} changed its quantity`);
    } else {
      // Gone is right only when a cancel of it was sent and not refused: one cut off by the kill may
      // have committed before the process died.
      check(acknowledged.cancelling.has(id), `order ${id} was placed (200) but is gone after the restart`);
    }
  }
  for (const [id, transactionId] of acknowledged.paid) {
    const order = byId.get(id);
    check(order?.paid === true, `order ${id} was paid (200) but is not paid after the restart`);
    check(order.transactionId === transactionId, `order ${id} lost its transaction id`);
  }
  for (const product of products) {
    const initial = initialStock.get(product._id);
    if (initial === undefined) continue;
    const live = allOrders.filter((order) => order.productId === product._id);
    const ordered = live.reduce((sum, order) => sum + order.quantity, 0);
    check(
      initial.availableQty === product.availableQty + ordered,
      `stock of "${product.productName}": ${initial.availableQty} at start, but ${product.availableQty} left + ${ordered} in ${live.length} live orders`,
    );
    for (const order of live) {
      check(
        toCents(order.price) === toCents(initial.price) * order.quantity,
        `order ${order._id} costs ${order.price}, not ${order.quantity} x ${initial.price}`,
      );
    }
  }
  return { orders: allOrders.length, paid: allOrders.filter((order) => order.paid).length };
}

/** Payments and orders as stored: nothing half-written. */
async function checkStoredRows(storage) {
  const count = async (what, text) => {
    const [row] = await storage.query(`select count(*)::int as count from (${text}) as rows`);
    check(Number(row.count) === 0, `${row.count} ${what}`);
  };
  await count(
    'paid orders without a succeeded payment of their transaction id',
    `select o.id from orders o where o.paid and not exists (select 1 from payments p
       where p.order_id = o.id and p.intent_id = o.transaction_id and p.status = 'succeeded')`,
  );
  await count(
    'paid orders without a transaction id',
    'select id from orders where paid and transaction_id is null',
  );
  await count(
    'unpaid orders with a transaction id',
    'select id from orders where not paid and transaction_id is not null',
  );
  await count(
    'payments that name a missing order',
    `select p.id from payments p where p.order_id is not null
       and not exists (select 1 from orders o where o.id = p.order_id)`,
  );
  // A payment row outlives a cancelled order by design (decision 005), but a succeeded charge
  // never belongs to a cancelled order: cancelling refuses once the payment went through.
  await count(
    'succeeded payments of cancelled orders',
    `select id from payments where status = 'succeeded' and order_id is null`,
  );
  await count(
    'payments of another amount than their order',
    'select p.id from payments p join orders o on o.id = p.order_id where p.amount_cents <> o.price_cents',
  );
  await count(
    'orders with a quantity below 1 or a negative price',
    'select id from orders where quantity < 1 or price_cents < 0',
  );
  await count('products with negative stock', 'select id from products where available_qty < 0');
}

/** A request whose headers the server has, and whose body it is still waiting for. */
function halfSentOrder(server, customer, product) {
  const body = Buffer.from(JSON.stringify({ productId: product._id, quantity: product.orderQty, size: 'M' }));
  const request = http.request(`${server.url}/api/orders`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      'content-length': String(body.length),
    },
  });
  const answered = new Promise((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, text }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 5));
  return { answered, finish: () => request.end(body.subarray(5)) };
}

async function stopGracefully(server) {
  server.child.kill('SIGTERM');
  const { code, signal } = await server.exited;
  check(code === 0, `the server did not exit cleanly on SIGTERM (code ${code}, signal ${signal})`);
}

async function crashTest(kind) {
  const storage = await newStorage(kind, 'crash');
  const logs = [];
  const servers = [];
  const start = async () => {
    const server = await startServer(storage, logs);
    servers.push(server);
    return server;
  };
  try {
    // 1. Load, then SIGKILL in the middle of it.
    let server = await start();
    const products = (await api(server, 'GET', '/api/services')).json.filter(
      (product) => product.availableQty > 0,
    );
    const initialStock = new Map(products.map((product) => [product._id, product]));
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i += 1)
      customers.push(await signUp(server, `crash${i}-${Date.now()}@example.com`));
    const admin = await signIn(server, ADMIN.email, ADMIN.password);

    const load = driveLoad(server, customers, admin, products);
    const enough = Date.now() + 20_000;
    while (load.acknowledged.orders.size < 40 && Date.now() < enough) await sleep(50);
    await sleep(Math.random() * 500);
    server.child.kill('SIGKILL');
    await server.exited;
    await load.stop();
    const { acknowledged } = load;
    check(acknowledged.orders.size > 0, 'no order went through before the kill');

    // 2. Start again on the same data: everything acknowledged is there, stock adds up.
    server = await start();
    const after = await checkAfterRestart(server, admin, initialStock, acknowledged);
    const fresh = await api(server, 'POST', '/api/orders', {
      token: customers[0].token,
      body: { productId: products[0]._id, quantity: products[0].orderQty, size: 'L' },
    });
    check(fresh.status === 200, `a new order after the restart: ${fresh.status} ${fresh.text}`);
    const freshPayment = await pay(server, customers[0], fresh.json._id);
    check(freshPayment.status === 200, `paying after the restart: ${freshPayment.step} ${freshPayment.text}`);
    console.log(
      `  [${kind}] killed after ${acknowledged.orders.size} orders, ${acknowledged.cancelled.size} cancels and ${acknowledged.paid.size} payments had been answered; after the restart ${after.orders} orders (${after.paid} paid) add up with the stock`,
    );

    // 3. SIGTERM with an order in flight: it completes, the process exits cleanly, the order stays.
    const inFlight = halfSentOrder(server, customers[1], products[1]);
    await sleep(300);
    server.child.kill('SIGTERM');
    const refusedNew = await (async () => {
      for (let i = 0; i < 50; i += 1) {
        const answered = await fetch(`${server.url}/api/ready`, { signal: AbortSignal.timeout(1000) }).then(
          (response) => response.status,
          () => 'refused',
        );
        if (answered !== 200) return answered;
        await sleep(20);
      }
      return 200;
    })();
    check(refusedNew !== 200, 'the server still took new requests after SIGTERM');
    await sleep(200);
    inFlight.finish();
    const answer = await inFlight.answered;
    check(
      answer.status === 200,
      `the order in flight at SIGTERM was answered ${answer.status} ${answer.text}`,
    );
    const { code } = await server.exited;
    check(code === 0, `the server did not exit cleanly on SIGTERM (code ${code})`);
    const inFlightId = JSON.parse(answer.text)._id;

    server = await start();
    const kept = await api(server, 'GET', `/api/order/${inFlightId}`, { token: customers[1].token });
    check(
      kept.status === 200,
      `the order answered during shutdown is gone after the restart (${kept.status})`,
    );
    const allOrders = (await api(server, 'GET', '/api/orders', { token: admin.token })).json;
    await stopGracefully(server);
    await checkStoredRows(storage);
    console.log(`  [${kind}] SIGTERM: the order in flight completed and was kept; the process exited with 0`);

    // 4. db:backup of the data, db:restore into an empty database: the same orders.
    await backupAndRestore(storage, allOrders, admin);
    console.log(
      `  [${kind}] db:backup and db:restore: the restored shop has the same ${allOrders.length} orders`,
    );
  } catch (error) {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    for (const file of logs) {
      const text = readFileSync(file, 'utf8').trim();
      if (text) console.error(`--- ${path.basename(file)}\n${text.slice(-4000)}`);
    }
    throw error;
  } finally {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await storage.remove();
  }
}

async function backupAndRestore(storage, ordersBefore, admin) {
  const file = path.join(storage.dataDir, 'shop.backup.json.gz');
  const run = (args, env) => {
    const result = spawnSync(process.execPath, ['apps/server/dist/cli/backup.js', ...args], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    check(result.status === 0, `backup.js ${args.join(' ')}: ${result.stdout}${result.stderr}`);
  };
  run(['backup', file], storage.env);
  const target = await newStorage(storage.kind, 'restored');
  const logs = [];
  let server;
  try {
    run(['restore', file], target.env);
    server = await startServer(target, logs);
    const signedIn = await signIn(server, ADMIN.email, ADMIN.password);
    const restored = (await api(server, 'GET', '/api/orders', { token: signedIn.token })).json;
    check(
      JSON.stringify(restored) === JSON.stringify(ordersBefore),
      `the restored shop shows ${restored.length} orders, the original ${ordersBefore.length}`,
    );
    check(admin.email === signedIn.email, 'the admin account came back');
    await stopGracefully(server);
  } finally {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await target.remove();
  }
}

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
console.log(`Crash test on ${kinds.join(' and ')} (the built server: apps/server/dist/server.js)`);
let failed = false;
for (const kind of kinds) {
  try {
    await crashTest(kind);
  } catch (error) {
    failed = true;
    console.error(`  [${kind}] FAILED: ${error instanceof Failure ? error.message : error.stack}`);
  }
}
console.log(failed ? 'Crash test failed.' : 'Crash test passed.');
process.exit(failed ? 1 : 0);

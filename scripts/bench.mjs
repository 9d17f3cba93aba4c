// `npm run bench`: the benchmarks (never part of `npm test`).
//
// Starts the built shop on the embedded database and, when one answers on 127.0.0.1:5432, on a
// fresh PostgreSQL database; seeds a known catalogue; loads every case with autocannon from this
// process (the server runs in its own) over loopback; and compares each case with a bare Fastify
// server answering a constant body of the product list's size: the ceiling on this machine.
//
//   npm run bench                          every case, 10 s each after a 3 s warm-up
//   npm run bench -- --duration 3          shorter runs while working on something
//   npm run bench -- --databases pglite    one database only
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { authToken, built, reachable, root, runOrExit, startBuiltServer } from './lib.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    databases: { type: 'string', default: 'pglite,postgres' },
    products: { type: 'string', default: '100000' },
    users: { type: 'string', default: '100' },
  },
});
const DURATION = Number(options.duration);
const WARMUP = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const LARGE_CATALOGUE = Number(options.products);
const USERS = Number(options.users);
const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const ADMIN = { email: 'bench-admin@example.com', password: 'benchAdmin1' };
const PASSWORD = 'benchPass1';
const SERVER_ENV = { RATE_LIMIT: '0', UI_DELAYS: 'off', LOG_LEVEL: 'warn' };
// The server's Node flags, as `npm start` passes them (scripts/start.mjs).
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '--max-semi-space-size=32').split(' ').filter(Boolean);

// ---- targets (issue 8) -------------------------------------------------------------------------
const P99_READ_MS = 25;
const P99_CATALOGUE_MS = 30;
const RSS_MAX_MB = 250;
const ORDERS_PER_SECOND_MIN = 400;

async function main() {
  if (!built()) {
    console.log('Building the shop first...');
    await runOrExit('npm', ['run', 'build']);
  }
  const machine = describeMachine();
  console.log(
    `Machine: ${machine.cpu} x ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
  );
  console.log(
    `Server under test: node ${NODE_FLAGS.join(' ')} apps/server/dist/server.js with ${Object.entries(
      SERVER_ENV,
    )
      .map(([key, value]) => `${key}=${value}`)
      .join(' ')}`,
  );
  console.log(
    `Load: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s per case\n`,
  );

  const databases = options.databases.split(',').map((name) => name.trim());
  const wantPostgres = databases.includes('postgres');
  const postgresUp = wantPostgres && (await reachable(POSTGRES.host, POSTGRES.port));
  if (wantPostgres && !postgresUp)
    console.log('PostgreSQL does not answer on 127.0.0.1:5432: its cases are skipped.\n');

  const results = [];
  const notes = [];
  let ceiling;
  let brotliCeiling;
  let entryCeiling;
  for (const kind of databases) {
    if (kind === 'postgres' && !postgresUp) continue;
    const database = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chaka-bench-'));
    try {
      const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
      // The first start creates the database (on PGlite: initdb, whose memory the WebAssembly
      // heap keeps until the process ends); a shop runs on restarted processes after that.
      const first = await startShop(env);
      let fixtures;
      try {
        fixtures = await prepare(first);
      } finally {
        await first.stop();
      }
      notes.push(
        `[${kind}] first start (creates the database, signs up ${USERS} customers): peak RSS ${first.rss.overallMb()} MB`,
      );
      const shop = await startShop(env);
      try {
        ceiling ??= await measureCeiling(fixtures.listBytes);
        // Binary bodies cost the load generator more than JSON: the brotli asset gets a ceiling of its own.
        brotliCeiling ??= await measureCeiling(fixtures.asset.brotliBytes, fixtures.asset.brotliFile);
        entryCeiling ??= await measureCeiling(fixtures.entry.brotliBytes, fixtures.entry.brotliFile);
        const ceilings = { brotli: brotliCeiling, entry: entryCeiling };
        for (const benchCase of shopCases(fixtures)) {
          const ceilingRps = ceilings[benchCase.ceiling]?.requestsPerSecond;
          results.push(await runCase(shop, kind, { ...benchCase, ceilingRps }, ceiling));
        }
      } finally {
        await shop.stop();
      }
      const seeded = await seedLargeCatalogue(env);
      const large = await startShop(env);
      try {
        notes.push(`[${kind}] ${await firstTimeSearches(large, seeded)}`);
        for (const benchCase of catalogueCases(seeded)) {
          results.push(await runCase(large, kind, benchCase, ceiling));
        }
      } finally {
        await large.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    }
  }

  printTable(results, ceiling);
  for (const [name, own] of [
    ['the brotli asset', brotliCeiling],
    ['the entry chunk', entryCeiling],
  ]) {
    if (!own) continue;
    console.log(
      `\nCeiling for ${name}: bare Fastify sending the same ${own.bodyBytes} bytes, ${own.requestsPerSecond}/s (p99 ${own.p99Ms} ms).`,
    );
  }
  console.log(`\n${notes.join('\n')}`);
  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine,
    settings: {
      ...SERVER_ENV,
      nodeFlags: NODE_FLAGS.join(' '),
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds: WARMUP,
    },
    ceiling,
    brotliCeiling,
    entryCeiling,
    cases: results,
    notes,
  };
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nResults written to bench/results/latest.json');
}

// ---- the cases ---------------------------------------------------------------------------------

/** The cases on the demo catalogue; `ratio` is the share of the ceiling's requests/s they must reach. */
function shopCases(f) {
  const browser = { 'accept-encoding': 'br, gzip' };
  const orderRequests = f.customers.map((customer) => ({
    method: 'POST',
    path: '/api/orders',
    headers: { ...customer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: f.stockProductId, quantity: '1', size: 'M' }),
  }));
  const detailRequests = f.customers.slice(0, 20).map((customer, index) => ({
    method: 'GET',
    path: `/api/service/${f.productIds[index % f.productIds.length]}`,
    headers: customer.headers,
  }));
  return [
    {
      name: 'GET /api/services',
      note: `the whole list, ${f.listBytes} bytes`,
      request: { path: '/api/services' },
      ratio: 0.6,
      p99: P99_READ_MS,
    },
    {
      name: 'GET /api/service/{id} (bearer)',
      note: '20 customers, 15 products',
      request: { requests: detailRequests },
      ratio: 0.4,
      p99: P99_READ_MS,
    },
    {
      name: 'GET / (HTML)',
      note: 'as a browser asks for it',
      request: { path: '/', headers: { ...browser, accept: 'text/html' } },
      ratio: 0.7,
      p99: P99_READ_MS,
    },
    {
      name: 'GET hashed JS asset',
      note: `${f.asset.path}, ${f.asset.bytes} bytes (as a client that takes no compression gets it)`,
      request: { path: f.asset.path },
      ratio: 0.7,
      p99: P99_READ_MS,
    },
    {
      name: 'GET hashed JS asset, brotli',
      note: `the same, ${f.asset.sentBytes} bytes of brotli as a browser gets it; ratio to bare Fastify sending the same bytes`,
      request: { path: f.asset.path, headers: browser },
      ceiling: 'brotli',
      p99: P99_READ_MS,
    },
    {
      name: 'GET entry JS chunk',
      note: `${f.entry.path}, ${f.entry.bytes} bytes of brotli as a browser gets it; ratio to bare Fastify sending the same bytes`,
      request: { path: f.entry.path, headers: browser },
      ceiling: 'entry',
      ratio: 0.7,
    },
    {
      name: 'POST /api/orders',
      note: `${f.customers.length} customers, one product with enough stock`,
      request: { requests: orderRequests },
      minRps: ORDERS_PER_SECOND_MIN,
      minRpsOn: 'postgres',
      no5xx: true,
    },
    {
      name: 'mixed browse and order',
      note: 'list, config, blogs, detail x2, order (one in six is an order)',
      request: {
        requests: f.customers.flatMap((customer, index) => [
          { method: 'GET', path: '/api/services' },
          { method: 'GET', path: '/api/config' },
          { method: 'GET', path: '/api/blogs' },
          ...[0, 1].map((offset) => ({
            method: 'GET',
            path: `/api/service/${f.productIds[(index + offset) % f.productIds.length]}`,
            headers: customer.headers,
          })),
          orderRequests[index],
        ]),
      },
      no5xx: true,
    },
  ];
}

/** The cases on the large catalogue: the shop's first page and a search, each paged as /shop asks. */
function catalogueCases(seeded) {
  const terms = ['brake', 'toyota', 'oil filter', 'iridium', 'honda civic', 'led', 'suzuki', 'synthetic'];
  return [
    {
      name: `GET page 1 of ${seeded.toLocaleString('en')} products`,
      note: '/api/services?page=1&limit=24',
      request: { path: '/api/services?page=1&limit=24' },
      p99: P99_CATALOGUE_MS,
    },
    {
      name: `GET search in ${seeded.toLocaleString('en')} products`,
      note: `${terms.length} terms, page 1 of each`,
      request: {
        requests: terms.map((term) => ({
          method: 'GET',
          path: `/api/services?q=${encodeURIComponent(term)}&page=1&limit=24`,
        })),
      },
      p99: P99_CATALOGUE_MS,
    },
  ];
}

/**
 * Searches nobody asked before, one at a time: what the database itself takes for a search on the
 * large catalogue when the answer is not cached yet (the load cases repeat their searches).
 */
async function firstTimeSearches(shop, seeded) {
  const brands = ['Bosch', 'Denso', 'NGK', 'Brembo', 'Philips', 'Osram', 'Mann', 'Mobil'];
  const cars = ['corolla', 'civic', 'alto', 'premio', 'sunny'];
  const times = [];
  for (const brand of brands) {
    for (const car of cars) {
      const started = performance.now();
      const response = await fetch(`${shop.url}/api/services?q=${brand}%20${car}&page=1&limit=24`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))].toFixed(0);
  return `${times.length} first-time searches (two words) in ${seeded.toLocaleString('en')} products, one at a time: median ${at(0.5)} ms, slowest ${at(1)} ms`;
}

async function runCase(shop, database, benchCase, ceiling) {
  process.stdout.write(`[${database}] ${benchCase.name} ... `);
  const { path: requestPath = '/', ...request } = benchCase.request;
  const base = { url: `${shop.url}${requestPath}`, connections: CONNECTIONS, ...request };
  await load({ ...base, duration: WARMUP });
  shop.rss.resetPeak();
  const result = await load({ ...base, duration: DURATION });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const serverErrors = Object.entries(statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);
  const row = {
    database,
    name: benchCase.name,
    note: benchCase.note,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
    serverErrors,
    peakRssMb: shop.rss.peakMb(),
    ratioToCeiling:
      Math.round((result.requests.average / (benchCase.ceilingRps ?? ceiling.requestsPerSecond)) * 100) / 100,
    targets: [],
  };
  const check = (label, met) => row.targets.push({ label, met });
  if (benchCase.ratio)
    check(`>= ${benchCase.ratio * 100}% of ceiling`, row.ratioToCeiling >= benchCase.ratio);
  if (benchCase.p99) check(`p99 < ${benchCase.p99} ms`, row.p99Ms < benchCase.p99);
  if (benchCase.minRps && (!benchCase.minRpsOn || benchCase.minRpsOn === database)) {
    check(`>= ${benchCase.minRps}/s`, row.requestsPerSecond >= benchCase.minRps);
  }
  if (benchCase.no5xx) check('no 5xx', serverErrors === 0);
  check(`RSS < ${RSS_MAX_MB} MB`, row.peakRssMb < RSS_MAX_MB);
  console.log(`${row.requestsPerSecond}/s, p99 ${row.p99Ms} ms, errors ${row.errors}`);
  return row;
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function measureCeiling(bodyBytes, file) {
  const child = spawn(process.execPath, [path.join(root, 'bench/ceiling.mjs')], {
    env: {
      ...process.env,
      BODY_BYTES: String(bodyBytes),
      PORT: '0',
      ...(file ? { BODY_FILE: file, CONTENT_ENCODING: 'br' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (${code})`)));
  });
  try {
    process.stdout.write(
      file
        ? `[ceiling] bare Fastify, the same ${bodyBytes} brotli bytes ... `
        : `[ceiling] bare Fastify, constant ${bodyBytes}-byte body ... `,
    );
    const base = { url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS };
    await load({ ...base, duration: WARMUP });
    const result = await load({ ...base, duration: DURATION });
    const ceiling = {
      bodyBytes,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
    };
    console.log(`${ceiling.requestsPerSecond}/s, p99 ${ceiling.p99Ms} ms`);
    return ceiling;
  } finally {
    child.kill('SIGTERM');
  }
}

// ---- the shop under test -----------------------------------------------------------------------

async function startShop(env) {
  const server = await startBuiltServer({
    nodeFlags: NODE_FLAGS,
    env: {
      ...SERVER_ENV,
      ...env,
      AUTH_RATE_LIMIT: '100000',
      SEED: 'demo',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      PAYMENT_PROVIDER: 'test',
    },
  });
  const rss = sampleRss(server.child.pid);
  return {
    url: server.url,
    origin: `http://localhost:${server.port}`,
    rss,
    async stop() {
      rss.stop();
      await server.stop();
    },
  };
}

/** Peak resident memory of the server process, read from /proc while it runs. */
function sampleRss(pid) {
  let peakKb = 0;
  let overallKb = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakKb = Math.max(peakKb, kb);
      overallKb = Math.max(overallKb, kb);
    } catch {
      // The process has ended, or /proc is not there (not Linux): no sample.
    }
  };
  const timer = setInterval(read, 100);
  return {
    resetPeak() {
      read();
      peakKb = 0;
    },
    peakMb: () => {
      read();
      return Math.round(peakKb / 1024);
    },
    overallMb: () => Math.round(overallKb / 1024),
    stop: () => clearInterval(timer),
  };
}

/** Signs in the admin, gives one product plenty of stock, signs up the customers, picks the assets. */
async function prepare(shop) {
  const admin = await signIn(shop, ADMIN.email, ADMIN.password);
  const listResponse = await fetch(`${shop.url}/api/services`);
  const listBody = await listResponse.text();
  const products = JSON.parse(listBody);
  const stockProduct = products.find((product) => product.price > 0 && product.orderQty === 1);
  const raised = await fetch(`${shop.url}/api/services/${stockProduct._id}`, {
    method: 'PUT',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ availableQty: 1_000_000 }),
  });
  if (!raised.ok) throw new Error(`could not raise the stock: ${raised.status} ${await raised.text()}`);

  const customers = [];
  for (let start = 0; start < USERS; start += 10) {
    const batch = Array.from({ length: Math.min(10, USERS - start) }, (_, index) =>
      signUp(shop, `bench-customer-${start + index}@example.com`),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return {
    listBytes: Buffer.byteLength(listBody),
    productIds: products.map((product) => product._id),
    stockProductId: stockProduct._id,
    customers,
    asset: await pickAsset(shop, Buffer.byteLength(listBody)),
    entry: await entryAsset(shop),
  };
}

async function signUp(shop, email) {
  return bearer(
    await authToken(shop.url, 'sign-up', { name: 'Bench Customer', email, password: PASSWORD }, shop.origin),
  );
}

async function signIn(shop, email, password) {
  return bearer(await authToken(shop.url, 'sign-in', { email, password }, shop.origin));
}

function bearer(token) {
  return { token, headers: { authorization: `Bearer ${token}` } };
}

const webAssets = path.join(root, 'apps/web/dist/assets');

/** Bytes of an asset as the shop sends it to a browser (brotli or gzip when it offers them). */
async function sentBytes(shop, assetPath) {
  const response = await fetch(`${shop.url}${assetPath}`, { headers: { 'accept-encoding': 'br, gzip' } });
  if (!response.ok) throw new Error(`${assetPath}: ${response.status}`);
  // fetch decodes the body; the length as sent is the header, else the decoded body.
  const length = response.headers.get('content-length');
  const body = Buffer.from(await response.arrayBuffer());
  return length ? Number(length) : body.length;
}

/**
 * The hashed JS asset whose size is closest to the product list's: the ceiling answers a body of
 * that size, so the two compare like for like. Also its brotli copy, for the case a browser makes.
 */
async function pickAsset(shop, targetBytes) {
  const files = readdirSync(webAssets).filter(
    (file) => file.endsWith('.js') && existsSync(path.join(webAssets, `${file}.br`)),
  );
  const size = (file) => statSync(path.join(webAssets, file)).size;
  const [best] = files.sort((a, b) => Math.abs(size(a) - targetBytes) - Math.abs(size(b) - targetBytes));
  const assetPath = `/assets/${best}`;
  const brotliFile = path.join(webAssets, `${best}.br`);
  return {
    path: assetPath,
    bytes: size(best),
    brotliFile,
    brotliBytes: statSync(brotliFile).size,
    sentBytes: await sentBytes(shop, assetPath),
  };
}

async function entryAsset(shop) {
  const html = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const assetPath = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!assetPath) throw new Error('no entry script in index.html');
  const brotliFile = path.join(webAssets, `${path.basename(assetPath)}.br`);
  return {
    path: assetPath,
    bytes: await sentBytes(shop, assetPath),
    brotliFile,
    brotliBytes: statSync(brotliFile).size,
  };
}

/** Fills the catalogue up to LARGE_CATALOGUE products with the shop's own seed command. */
async function seedLargeCatalogue(env) {
  const started = Date.now();
  process.stdout.write(`Seeding ${LARGE_CATALOGUE.toLocaleString('en')} products ... `);
  const code = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['apps/server/dist/cli/seed.js', '--products', String(LARGE_CATALOGUE)],
      { cwd: root, env: { ...process.env, ...SERVER_ENV, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the seed command failed (${code})`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return LARGE_CATALOGUE;
}

// ---- PostgreSQL --------------------------------------------------------------------------------

async function createPostgresDatabase() {
  const name = `chaka_bench_${Date.now().toString(36)}`;
  await adminQuery(`create database ${name}`);
  return {
    url: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${name}`,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(statement) {
  const client = new pg.Client({ ...POSTGRES, database: 'postgres' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// ---- output ------------------------------------------------------------------------------------

function printTable(rows, ceiling) {
  const header = [
    'database',
    'case',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'peak RSS MB',
    'x ceiling',
    'targets',
  ];
  const lines = rows.map((row) => [
    row.database,
    row.name,
    String(row.requestsPerSecond),
    String(row.p50Ms),
    String(row.p99Ms),
    String(row.errors),
    String(row.peakRssMb),
    row.ratioToCeiling.toFixed(2),
    row.targets.map((target) => `${target.met ? 'ok' : 'MISSED'} ${target.label}`).join('; '),
  ]);
  lines.unshift([
    '-',
    `ceiling (bare Fastify, ${ceiling.bodyBytes} B)`,
    String(ceiling.requestsPerSecond),
    String(ceiling.p50Ms),
    String(ceiling.p99Ms),
    '0',
    '-',
    '1.00',
    '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  console.log(`\n${format(header)}`);
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(format(line));
  const missed = rows.flatMap((row) =>
    row.targets.filter((target) => !target.met).map((t) => `${row.database} ${row.name}: ${t.label}`),
  );
  console.log(missed.length === 0 ? '\nEvery target met.' : `\nTargets missed:\n  ${missed.join('\n  ')}`);
}

function describeMachine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
  };
}

function gitCommit() {
  try {
    const head = readFileSync(path.join(root, '.git/HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    return readFileSync(path.join(root, '.git', head.slice(5)), 'utf8').trim();
  } catch {
    return undefined;
  }
}

await main();

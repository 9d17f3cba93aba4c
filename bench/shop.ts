// The shop under test in `npm run bench`: the built server, its customers and assets, its database.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { authToken, root, serverNodeFlags, startBuiltServer } from '../scripts/lib.mjs';
import type { Asset, Bearer, Fixtures } from './cases.js';
import { type LoadTarget, sampleRss } from './harness.js';

export const ADMIN = { email: 'bench-admin@example.com', password: 'benchAdmin1' };
const PASSWORD = 'benchPass1';
export const POSTGRES = { host: '127.0.0.1', port: 5432, user: 'postgres' };
// The order cases have the same customers order again and again without paying: the guards against
// hoarding (docs/decisions/027) are set to their most, the unpaid orders a customer holds
// (MAX_UNPAID_ORDERS) and the units in their open orders (MAX_OPEN_UNITS, and its lower bound for an
// account whose e-mail address is not verified), or nearly every order would be refused with 409.
export const SERVER_ENV = {
  RATE_LIMIT: '0',
  UI_DELAYS: 'off',
  LOG_LEVEL: 'warn',
  MAX_UNPAID_ORDERS: '10000',
  MAX_OPEN_UNITS: '1000000',
  UNVERIFIED_MAX_OPEN_UNITS: '1000000',
};
// The server's Node flags, as `npm start` passes them for the database it runs on (scripts/lib.mjs).
export const nodeFlags = (env: Record<string, string>) =>
  process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags(env);

export interface Shop extends LoadTarget {
  /** The address a browser on this machine would use: an origin the server trusts. */
  origin: string;
  stop(): Promise<void>;
}

export async function startShop(env: Record<string, string>): Promise<Shop> {
  const server = await startBuiltServer({
    nodeFlags: nodeFlags(env),
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

const bearer = (token: string): Bearer => ({ token, headers: { authorization: `Bearer ${token}` } });

async function signUp(shop: Shop, email: string) {
  const body = { name: 'Bench Customer', email, password: PASSWORD };
  return bearer(await authToken(shop.url, 'sign-up', body, shop.origin));
}

export async function signIn(shop: Shop, email: string, password: string) {
  return bearer(await authToken(shop.url, 'sign-in', { email, password }, shop.origin));
}

/** How many products the order cases spread their orders over, and the stock each is given. */
export const ORDER_PRODUCTS = 20;
export const ORDER_STOCK = 1_000_000;

/** Signs in the admin, gives the order cases' products plenty of stock, signs up the customers, picks the assets. */
export async function prepare(shop: Shop, users: number): Promise<Fixtures> {
  const admin = await signIn(shop, ADMIN.email, ADMIN.password);
  const listResponse = await fetch(`${shop.url}/api/services`);
  const listBody = await listResponse.text();
  const products = JSON.parse(listBody) as Array<{ _id: string; price: number; image: string }>;
  const json = { ...admin.headers, 'content-type': 'application/json' };
  // Priced parts of the demo catalogue, and as many more as it takes, each ordered one at a time
  // from a stock no run can use up.
  const orderProductIds = products.filter((product) => product.price > 0).map((product) => product._id);
  for (let number = orderProductIds.length + 1; number <= ORDER_PRODUCTS; number += 1) {
    const body = {
      productName: `Bench part ${number}`,
      productDescription: 'A part the bench orders.',
      image: products[0]!.image,
      price: 10 + number,
      availableQty: ORDER_STOCK,
      orderQty: 1,
    };
    const created = await fetch(`${shop.url}/api/services`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(body),
    });
    if (!created.ok) throw new Error(`could not add a product: ${created.status} ${await created.text()}`);
    orderProductIds.push(((await created.json()) as { _id: string })._id);
  }
  orderProductIds.length = ORDER_PRODUCTS;
  for (const id of orderProductIds) {
    const body = JSON.stringify({ availableQty: ORDER_STOCK, orderQty: 1 });
    const raised = await fetch(`${shop.url}/api/services/${id}`, { method: 'PUT', headers: json, body });
    if (!raised.ok) throw new Error(`could not raise the stock: ${raised.status} ${await raised.text()}`);
  }

  const customers: Bearer[] = [];
  for (let start = 0; start < users; start += 10) {
    const batch = Array.from({ length: Math.min(10, users - start) }, (_, index) =>
      signUp(shop, `bench-customer-${start + index}@example.com`),
    );
    customers.push(...(await Promise.all(batch)));
  }
  return {
    listBytes: Buffer.byteLength(listBody),
    productIds: products.map((product) => product._id),
    orderProductIds,
    customers,
    asset: await pickAsset(shop, Buffer.byteLength(listBody)),
    entry: await entryAsset(shop),
  };
}

const webAssets = path.join(root, 'apps/web/dist/assets');

/** Bytes of an asset as the shop sends it to a browser (brotli or gzip when it offers them). */
async function sentBytes(shop: Shop, assetPath: string) {
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
async function pickAsset(shop: Shop, targetBytes: number): Promise<Asset> {
  const files = readdirSync(webAssets).filter(
    (file) => file.endsWith('.js') && existsSync(path.join(webAssets, `${file}.br`)),
  );
  const size = (file: string) => statSync(path.join(webAssets, file)).size;
  const [best] = files.sort((a, b) => Math.abs(size(a) - targetBytes) - Math.abs(size(b) - targetBytes));
  if (!best) throw new Error('no JS asset with a brotli copy in apps/web/dist/assets');
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

async function entryAsset(shop: Shop): Promise<Asset> {
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

/** Fills the catalogue up to `count` products with the shop's own seed command. */
/** The ids of every vehicle the shop knows (the seeded cars of Bangladesh's roads). */
export async function vehicleIds(shop: LoadTarget): Promise<string[]> {
  const response = await fetch(`${shop.url}/api/vehicles`);
  if (!response.ok) throw new Error(`GET /api/vehicles: ${response.status}`);
  return ((await response.json()) as Array<{ _id: string }>).map((vehicle) => vehicle._id);
}

export async function seedLargeCatalogue(env: Record<string, string>, count: number) {
  const started = Date.now();
  process.stdout.write(`Seeding ${count.toLocaleString('en')} products ... `);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, ['apps/server/dist/cli/seed.js', '--products', String(count)], {
      cwd: root,
      env: { ...process.env, ...SERVER_ENV, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the seed command failed (${code})`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return count;
}

/** A fresh database on the PostgreSQL server of this machine, dropped again by `drop`. */
export async function createPostgresDatabase() {
  const name = `chaka_bench_${Date.now().toString(36)}`;
  await adminQuery(`create database ${name}`);
  return {
    url: `postgres://${POSTGRES.user}@${POSTGRES.host}:${POSTGRES.port}/${name}`,
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ ...POSTGRES, database: 'postgres' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

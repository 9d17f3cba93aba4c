import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, type AppDeps, buildApp } from '../app.js';
import { type Env, loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemo } from '../db/seed/seed.js';
import { grantAdmin } from '../features/auth/accounts-service.js';
import { createTestDatabase } from './database.js';
import { startPathaoStandIn } from './pathao-stand-in.js';
import { type SmtpServer, startSmtpServer } from './smtp.js';
import { type SslcommerzGateway, startSslcommerzGateway } from './sslcommerz-gateway.js';
import { startSteadfastStandIn } from './steadfast-stand-in.js';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'partsPass1';

/**
 * The settings of every shop under test, in process or the built server: rate limits generous so
 * tests do not trip them unless they mean to, no spinner delays.
 */
export const TEST_SETTINGS = {
  AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  UI_DELAYS: 'off',
  AUTH_RATE_LIMIT: '1000',
  RATE_LIMIT: '0',
  UPLOAD_RATE_LIMIT: '0',
  MAX_UNPAID_ORDERS: '10000',
  // Tests post reviews freely; the daily limit is tested at its default (review-limits.test.ts).
  REVIEWS_PER_DAY: '10000',
  // Most tests order freely with accounts that never verify their address; the caps on what one
  // account may order and hold are tested at their defaults where they are meant (order-caps.test.ts).
  MAX_LINE_QUANTITY: '1000000',
  MAX_OPEN_UNITS: '1000000',
  MAX_ORDER_VALUE: '999999.99',
  UNVERIFIED_MAX_LINE_QUANTITY: '1000000',
  UNVERIFIED_MAX_OPEN_UNITS: '1000000',
  // The daily low-stock mail would land in mailboxes tests read; a test asks for it when it means to.
  LOW_STOCK_MAIL: 'off',
} as const satisfies Env;

let sharedGateway: Promise<SslcommerzGateway> | undefined;

/**
 * SSLCommerz settings pointing at one stand-in gateway per test process, so every test shop offers
 * it as a shop with its store set does (a test that needs the gateway's knobs starts its own).
 */
async function sslcommerzSettings(): Promise<Env> {
  sharedGateway ??= startSslcommerzGateway({ unref: true });
  const gateway = await sharedGateway;
  return {
    SSLCOMMERZ_STORE_ID: gateway.storeId,
    SSLCOMMERZ_STORE_PASSWORD: gateway.storePassword,
    SSLCOMMERZ_API_URL: gateway.url,
  };
}

/**
 * A Pathao and a Steadfast stand-in of the shop's own, so every test shop has both couriers on, as a
 * shop with their accounts set does (a test that needs a courier's knobs starts its own stand-in and
 * gives its settings). Each shop has its own accounts: the couriers know a parcel by the shop's
 * order number, which the shops of one test process share (CP-10001 in each).
 */
async function startCouriers() {
  const [pathao, steadfast] = await Promise.all([startPathaoStandIn(), startSteadfastStandIn()]);
  return {
    settings: { ...pathao.settings, ...steadfast.settings },
    close: () => Promise.all([pathao.close(), steadfast.close()]),
  };
}

/** What the account helpers need: the app itself, or the built server behind the same interface. */
export interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestShop {
  app: App;
  database: Database;
  smtp: SmtpServer;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database with a real SMTP server, for `app.inject` tests. */
export async function createTestShop(
  env: Env = {},
  options: Pick<AppDeps, 'payments' | 'webDist' | 'logStream' | 'httpTimeouts'> & { seed?: boolean } = {},
): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chaka-test-'));
  const smtp = await startSmtpServer();
  const database = await createTestDatabase();
  const couriers = await startCouriers();
  if (options.seed) await seedDemo(database.db);
  const config = loadConfig({
    ...TEST_SETTINGS,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'silent',
    ...(await sslcommerzSettings()),
    ...couriers.settings,
    ...env,
  });
  const { payments, webDist, logStream, httpTimeouts } = options;
  const app = await buildApp({ config, database, payments, webDist, logStream, httpTimeouts });
  await app.ready();
  // The database is migrated before the app is built: the order mails and SMS go as in a started shop.
  app.orders.mailQueue.start();
  app.orders.smsQueue.start();
  return {
    app,
    database,
    smtp,
    dataDir,
    async close() {
      await app.close();
      app.mailer.close();
      await database.close();
      await smtp.close();
      await couriers.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Customer {
  id: string;
  email: string;
  name: string;
  /** Bearer token of the customer's session. */
  token: string;
  /** The session cookie, as a browser would send it. */
  cookie: string;
  headers: { authorization: string };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}@example.com`;
}

/**
 * Registers a customer through the real sign-up endpoint, then signs in (sign-up signs nobody in,
 * see lib/auth.ts) and returns their credentials.
 */
export async function signUp(
  app: Injector,
  {
    name = 'Rahim Uddin',
    email = uniqueEmail(),
    password = TEST_PASSWORD,
  }: Partial<{ name: string; email: string; password: string }> = {},
): Promise<Customer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { name, email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return signIn(app, email, password);
}

export async function signIn(app: Injector, email: string, password = TEST_PASSWORD): Promise<Customer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return credentials(response, response.json().user.name);
}

/** Makes an existing account an admin, as `npm run admin -- grant` does. */
export async function makeAdmin(app: App, email: string): Promise<void> {
  await grantAdmin(app.db, email);
}

/** Registers a customer and makes them an admin, then signs in again so the session carries the role. */
export async function signUpAdmin(app: App, name = 'Shop Admin'): Promise<Customer> {
  const customer = await signUp(app, { name, email: uniqueEmail('admin') });
  await makeAdmin(app, customer.email);
  return signIn(app, customer.email);
}

function credentials(response: LightMyRequestResponse, name: string): Customer {
  const body = response.json() as { token: string; user: { id: string; email: string } };
  const token = String(response.headers['set-auth-token']);
  const cookie = response.cookies
    .filter((c) => c.name.startsWith('better-auth.session_token'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  return {
    id: body.user.id,
    email: body.user.email,
    name,
    token,
    cookie,
    headers: { authorization: `Bearer ${token}` },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAYMENT_PROVIDERS } from '@chaka/contract';
import { z } from 'zod';
import { COURIERS_ENV, type CouriersConfig, checkCouriersEnv, couriersConfig } from './config/couriers.js';
import { onOff, optionalText, optionalUrl } from './config/fields.js';
import { METRICS_ENV, type MetricsConfig, metricsConfig } from './config/metrics.js';
import { checkCodAdvanceEnv, ORDERS_ENV, type OrdersConfig, ordersConfig } from './config/orders.js';
import { RETURNS_ENV, type ReturnsConfig, returnsConfig } from './config/returns.js';
import { checkSmsEnv, SMS_ENV, type SmsConfig, smsConfig } from './config/sms.js';
import { checkStorageEnv, STORAGE_ENV, type StorageConfig, storageConfig } from './config/storage.js';
import { INSIGHTS_ENV, type InsightsConfig, insightsConfig } from './config-insights.js';
import {
  checkSslcommerzEnv,
  SSLCOMMERZ_ENV,
  type SslcommerzConfig,
  sslcommerzConfig,
} from './config-sslcommerz.js';

export type { PathaoConfig, SteadfastConfig } from './config/couriers.js';
export type { CodAdvance, OrderCaps } from './config/orders.js';
export type { ReturnPolicyConfig } from './config/returns.js';
export type { OrderSmsKind, SmsKind, SslWirelessConfig } from './config/sms.js';

/** Every setting of the shop, read from the environment once at start (README.md "Configuration"). */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    PUBLIC_URL: optionalUrl(['http://', 'https://']),
    AUTH_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'must be at least 32 characters',
    ),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
    MAIL_FROM: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER: optionalUrl(['http://', 'https://']).default('https://accounts.google.com'),
    // No default here: an https shop must name it (see below); a local demo gets `test`.
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    UI_DELAYS: onOff.default(true),
    SITE_NAME: z.string().trim().min(1).max(60).default('Chaka Parts'),
    // The shop's postal address on invoices, its lines separated by |; unset: the contact page's.
    SHOP_ADDRESS: optionalText,
    SEED: z.enum(['demo', 'none']).default('demo'),
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
    AUTH_ACCOUNT_GUESSES: z.coerce.number().int().min(1).max(100_000).default(20),
    AUTH_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
    RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(600),
    UPLOAD_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    ...ORDERS_ENV,
    ...RETURNS_ENV,
    ...INSIGHTS_ENV,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...SSLCOMMERZ_ENV,
    ...COURIERS_ENV,
    ...SMS_ENV,
    ...METRICS_ENV,
    ...STORAGE_ENV,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
    // The offline test provider marks orders paid with well-known card numbers: a public shop that
    // forgot the variable would hand out goods for nothing.
    if (env.PUBLIC_URL?.startsWith('https://') && !env.PAYMENT_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: `must be set when PUBLIC_URL is https (${PAYMENT_PROVIDERS.join(' or ')}; \`test\` takes only the offline test cards)`,
      });
    }
    if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVER_PROCESSES'],
        message: 'above 1 needs DATABASE_URL: the embedded database serves one process only',
      });
    }
    checkSslcommerzEnv(env, ctx);
    checkCodAdvanceEnv(env, ctx);
    checkCouriersEnv(env, ctx);
    checkSmsEnv(env, ctx);
    checkStorageEnv(env, ctx);
    if (env.PAYMENT_PROVIDER === 'stripe') {
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=stripe' });
      }
    }
  });

/** The environment as the process sees it: names to raw strings. */
export type Env = Record<string, string | undefined>;

type PartConfigs = InsightsConfig & OrdersConfig & ReturnsConfig & CouriersConfig & SmsConfig & MetricsConfig;
export interface Config extends PartConfigs, StorageConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base of links in mails and OAuth callbacks. */
  publicUrl: string;
  /** Origins whose cookie-carrying requests are trusted. */
  trustedOrigins: string[];
  authSecret: string;
  admin: { email: string; password: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  payments:
    | { provider: 'test' }
    | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };
  /** SSLCommerz, beside the card provider; undefined when its store is not set. */
  sslcommerz: SslcommerzConfig | undefined;
  uiDelays: boolean;
  siteName: string;
  /** SHOP_ADDRESS, line by line; undefined: the shop's address as the contact page gives it. */
  shopAddress: string[] | undefined;
  seed: 'demo' | 'none';
  /** Server processes on this machine (SERVER_PROCESSES, cluster.ts); above 1 only on PostgreSQL. */
  processes: number;
  // The rate limits as this process counts them (its share when several count without Redis).
  authRateLimit: number;
  /** Wrong passwords an hour per account from devices not known to it, then waits that double. */
  authAccountGuesses: number;
  /** Account mails (verification, reset, "already registered") an hour to one address. */
  authMailsPerHour: number;
  rateLimit: number;
  /** Image uploads a minute per signed-in user; 0 turns the limit off. */
  uploadRateLimit: number;
  redisUrl: string | undefined;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(env: Env = process.env): Config {
  // A variable left blank (`PORT=` in an env file) is an unset one: it takes its default.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const localUrls = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  const publicUrl = (e.PUBLIC_URL ?? localUrls[0]!).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    trustedOrigins: e.PUBLIC_URL ? [new URL(publicUrl).origin] : localUrls,
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@chakaparts.local>` },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER! }
        : undefined,
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          }
        : { provider: 'test' },
    sslcommerz: sslcommerzConfig(e),
    uiDelays: e.UI_DELAYS,
    siteName: e.SITE_NAME,
    shopAddress: e.SHOP_ADDRESS?.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    seed: e.SEED,
    processes: e.SERVER_PROCESSES,
    ...rateLimits(e),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    ...ordersConfig(e),
    ...returnsConfig(e),
    ...insightsConfig(e),
    ...couriersConfig(e),
    ...smsConfig(e),
    ...metricsConfig(e),
    ...storageConfig(e),
  };
}

/**
 * The rate limits each process counts. Several processes without Redis each count on their own, so
 * each takes its share of a limit: together they never allow more than it (a client whose requests
 * all reach one process gets its share).
 */
function rateLimits(e: z.output<typeof EnvSchema>) {
  const share = (limit: number) =>
    e.REDIS_URL || limit === 0 ? limit : Math.max(1, Math.floor(limit / e.SERVER_PROCESSES));
  return {
    authRateLimit: share(e.AUTH_RATE_LIMIT),
    authAccountGuesses: share(e.AUTH_ACCOUNT_GUESSES),
    authMailsPerHour: share(e.AUTH_MAILS_PER_HOUR),
    rateLimit: share(e.RATE_LIMIT),
    uploadRateLimit: share(e.UPLOAD_RATE_LIMIT),
  };
}

/** Without AUTH_SECRET a random secret is made once and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}

import { z } from 'zod';
import { SHOP_CURRENCIES } from './money.js';
import { PAYMENT_PROVIDERS } from './payments.js';

/** GET /api/config: what the web app needs to know at run time. */
export const PublicConfigSchema = z.object({
  siteName: z.string(),
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  stripePublishableKey: z.string().nullable(),
  /** Whether customers can pay through SSLCommerz (bKash, Nagad, Rocket, cards), beside the above. */
  sslcommerz: z.boolean(),
  googleSignIn: z.boolean(),
  uiDelays: z.boolean(),
  /** The shop's currency (SHOP_CURRENCY); every amount of the API is in it. */
  currency: z.enum(SHOP_CURRENCIES),
  /** The delivery charges, in major units of the currency; freeOver null: delivery is never free. */
  delivery: z.object({
    dhakaFee: z.number(),
    outsideFee: z.number(),
    freeOver: z.number().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/**
 * Whether this process takes traffic. Once started it names its dependencies: the database, Redis
 * when the shop shares it (REDIS_URL; `off` without), and the object storage uploads are kept in
 * (S3_BUCKET; `off` for DATA_DIR); 503 when one of them is down.
 */
export const ReadySchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'down']).optional(),
  redis: z.enum(['ok', 'off', 'down']).optional(),
  storage: z.enum(['ok', 'off', 'down']).optional(),
});

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});

/** GET /api/metrics: Prometheus's text format (version 0.0.4). */
export const MetricsTextSchema = z.string().describe('text/plain; version=0.0.4');

export const metricsMessages = {
  /** A scrape without the right METRICS_TOKEN. */
  wrongToken: 'The metrics need the METRICS_TOKEN as a Bearer token',
} as const;

import { z } from 'zod';

/**
 * The SSLCommerz settings (issue 15), kept apart from the rest of config.ts: the store's id and
 * password (both or neither), the live or the sandbox gateway, and an address that replaces
 * either (a local stand-in in tests).
 */
const text = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const SSLCOMMERZ_ENV = {
  SSLCOMMERZ_STORE_ID: text.refine((value) => value === undefined || /^[\w.-]{1,100}$/.test(value), {
    message: 'must be the store id SSLCommerz gave (letters, digits, ".", "-" or "_")',
  }),
  SSLCOMMERZ_STORE_PASSWORD: text.refine((value) => value === undefined || value.length <= 200, {
    message: 'must be at most 200 characters',
  }),
  SSLCOMMERZ_LIVE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  SSLCOMMERZ_API_URL: text.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(value),
    { message: 'must be an http:// or https:// address without a query' },
  ),
};

interface SslcommerzEnv {
  SSLCOMMERZ_STORE_ID?: string | undefined;
  SSLCOMMERZ_STORE_PASSWORD?: string | undefined;
  SSLCOMMERZ_LIVE: boolean;
  SSLCOMMERZ_API_URL?: string | undefined;
}

export function checkSslcommerzEnv(env: SslcommerzEnv, ctx: z.RefinementCtx) {
  if (Boolean(env.SSLCOMMERZ_STORE_ID) !== Boolean(env.SSLCOMMERZ_STORE_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SSLCOMMERZ_STORE_PASSWORD'],
      message: 'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD go together',
    });
  }
}

export interface SslcommerzConfig {
  storeId: string;
  storePassword: string;
  /** The live gateway (securepay.sslcommerz.com) rather than the sandbox. */
  live: boolean;
  /** Replaces the gateway's address (SSLCOMMERZ_API_URL). */
  apiUrl: string | undefined;
}

export function sslcommerzConfig(env: SslcommerzEnv): SslcommerzConfig | undefined {
  if (!env.SSLCOMMERZ_STORE_ID || !env.SSLCOMMERZ_STORE_PASSWORD) return undefined;
  return {
    storeId: env.SSLCOMMERZ_STORE_ID,
    storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
    live: env.SSLCOMMERZ_LIVE,
    apiUrl: env.SSLCOMMERZ_API_URL?.replace(/\/+$/, ''),
  };
}

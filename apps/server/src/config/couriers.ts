import type { z } from 'zod';
import { optionalText, optionalUrl } from './fields.js';

/**
 * The couriers the shop books parcels with through their APIs (issue 33). Each courier is on when
 * its credentials are set (all of them, or none); its base address may point elsewhere (a local
 * stand-in in tests, Pathao's live API instead of its sandbox). A part of config.ts's schema.
 */
export const PATHAO_SANDBOX_URL = 'https://courier-api-sandbox.pathao.com';
export const STEADFAST_DEFAULT_URL = 'https://portal.packzy.com/api/v1';

const baseUrl = (fallback: string) =>
  optionalUrl(['http://', 'https://']).transform((value) => (value ?? fallback).replace(/\/+$/, ''));

export const COURIERS_ENV = {
  PATHAO_API_URL: baseUrl(PATHAO_SANDBOX_URL),
  PATHAO_CLIENT_ID: optionalText,
  PATHAO_CLIENT_SECRET: optionalText,
  PATHAO_USERNAME: optionalText,
  PATHAO_PASSWORD: optionalText,
  PATHAO_STORE_ID: optionalText.refine((value) => value === undefined || /^\d{1,12}$/.test(value), {
    message: 'must be the number of the store in the Pathao merchant panel',
  }),
  PATHAO_WEBHOOK_SECRET: optionalText,
  STEADFAST_API_URL: baseUrl(STEADFAST_DEFAULT_URL),
  STEADFAST_API_KEY: optionalText,
  STEADFAST_SECRET_KEY: optionalText,
  STEADFAST_WEBHOOK_TOKEN: optionalText,
};

type CouriersEnv = z.output<z.ZodObject<typeof COURIERS_ENV>>;

/** The settings a courier needs before it is on: all of them, or none. */
const PATHAO_KEYS = [
  'PATHAO_CLIENT_ID',
  'PATHAO_CLIENT_SECRET',
  'PATHAO_USERNAME',
  'PATHAO_PASSWORD',
  'PATHAO_STORE_ID',
] as const;
const STEADFAST_KEYS = ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'] as const;

export function checkCouriersEnv(env: CouriersEnv, ctx: z.RefinementCtx) {
  for (const keys of [PATHAO_KEYS, STEADFAST_KEYS]) {
    const missing = keys.filter((key) => !env[key]);
    if (missing.length > 0 && missing.length < keys.length) {
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `${keys.join(', ')} go together: set all of them to turn the courier on, or none`,
      });
    }
  }
}

export interface PathaoConfig {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  /** The secret Pathao sends with its webhooks (X-PATHAO-Signature); unset: webhooks are refused. */
  webhookSecret: string | undefined;
}

export interface SteadfastConfig {
  apiUrl: string;
  apiKey: string;
  secretKey: string;
  /** The Bearer token Steadfast sends with its webhooks; unset: webhooks are refused. */
  webhookToken: string | undefined;
}

export interface CouriersConfig {
  /** The couriers that are on: undefined where its settings are not set. */
  couriers: { pathao: PathaoConfig | undefined; steadfast: SteadfastConfig | undefined };
}

export function couriersConfig(e: CouriersEnv): CouriersConfig {
  const pathao: PathaoConfig | undefined =
    e.PATHAO_CLIENT_ID &&
    e.PATHAO_CLIENT_SECRET &&
    e.PATHAO_USERNAME &&
    e.PATHAO_PASSWORD &&
    e.PATHAO_STORE_ID
      ? {
          apiUrl: e.PATHAO_API_URL,
          clientId: e.PATHAO_CLIENT_ID,
          clientSecret: e.PATHAO_CLIENT_SECRET,
          username: e.PATHAO_USERNAME,
          password: e.PATHAO_PASSWORD,
          storeId: Number(e.PATHAO_STORE_ID),
          webhookSecret: e.PATHAO_WEBHOOK_SECRET,
        }
      : undefined;
  const steadfast: SteadfastConfig | undefined =
    e.STEADFAST_API_KEY && e.STEADFAST_SECRET_KEY
      ? {
          apiUrl: e.STEADFAST_API_URL,
          apiKey: e.STEADFAST_API_KEY,
          secretKey: e.STEADFAST_SECRET_KEY,
          webhookToken: e.STEADFAST_WEBHOOK_TOKEN,
        }
      : undefined;
  return { couriers: { pathao, steadfast } };
}

import { z } from 'zod';
import { type ORDER_SMS_KINDS, SMS_KINDS } from '../db/schema/phones.js';
import { optionalText, optionalUrl } from './fields.js';

/**
 * Text messages to customers' phones (issue 34): the SSL Wireless ISMS Plus gateway when its API
 * token and SID are set, else the outbox in DATA_DIR/sms; and which of an order's steps, and of a
 * return's (issue 35: `return_requested` ... `return_refunded`), send one. A part of config.ts's schema.
 */
export const SSL_WIRELESS_DEFAULT_URL = 'https://smsplus.sslwireless.com';

export type SmsKind = (typeof SMS_KINDS)[number];
export type OrderSmsKind = (typeof ORDER_SMS_KINDS)[number];

const isSmsKind = (value: string): value is SmsKind => (SMS_KINDS as readonly string[]).includes(value);

/**
 * `placed,shipped,return_refunded`: the steps that send an SMS; `none` turns every one off; unset:
 * all of them.
 */
const smsEvents = optionalText.transform((value, ctx): SmsKind[] => {
  if (value === undefined) return [...SMS_KINDS];
  if (value === 'none') return [];
  const kinds = value
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknown = kinds.filter((kind) => !isSmsKind(kind));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `does not know ${unknown.join(', ')}: name some of ${SMS_KINDS.join(', ')}, or none`,
    });
    return z.NEVER;
  }
  return [...new Set(kinds.filter(isSmsKind))];
});

export const SMS_ENV = {
  SMS_API_URL: optionalUrl(['http://', 'https://']).transform((value) =>
    (value ?? SSL_WIRELESS_DEFAULT_URL).replace(/\/+$/, ''),
  ),
  SMS_API_TOKEN: optionalText,
  SMS_SID: optionalText,
  SMS_EVENTS: smsEvents,
};

type SmsEnv = z.output<z.ZodObject<typeof SMS_ENV>>;

export function checkSmsEnv(env: SmsEnv, ctx: z.RefinementCtx) {
  if (Boolean(env.SMS_API_TOKEN) !== Boolean(env.SMS_SID)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.SMS_API_TOKEN ? 'SMS_SID' : 'SMS_API_TOKEN'],
      message: 'SMS_API_TOKEN and SMS_SID go together: set both to send through SSL Wireless, or neither',
    });
  }
}

export interface SslWirelessConfig {
  apiUrl: string;
  apiToken: string;
  sid: string;
}

export interface SmsConfig {
  sms: {
    /** The SSL Wireless gateway; undefined: messages go to the outbox. */
    gateway: SslWirelessConfig | undefined;
    /** The order and return steps that send the customer an SMS (SMS_EVENTS). */
    events: SmsKind[];
  };
}

export function smsConfig(e: SmsEnv): SmsConfig {
  return {
    sms: {
      gateway:
        e.SMS_API_TOKEN && e.SMS_SID
          ? { apiUrl: e.SMS_API_URL, apiToken: e.SMS_API_TOKEN, sid: e.SMS_SID }
          : undefined,
      events: e.SMS_EVENTS,
    },
  };
}

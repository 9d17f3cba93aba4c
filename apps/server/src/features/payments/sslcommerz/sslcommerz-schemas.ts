import { MINOR_UNITS_PER_MAJOR, toMajorDecimal } from '@chaka/contract';
import { z } from 'zod';

/**
 * What SSLCommerz's documented v4 API sends (developer.sslcommerz.com/doc/v4): the answers of the
 * session and Order Validation calls, and the form it POSTs to the IPN listener and with the
 * browser to the success, fail and cancel addresses. Every field arrives as text; those the shop
 * does not use are dropped.
 */

// JSON answers carry text; a number in its place (risk_level: 0) is read as its text.
const text = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).nullish();

/** A money amount as the gateway writes it: "1234.50". */
const AMOUNT_PATTERN = /^(\d{1,13})(?:\.(\d{1,4}))?$/;

/** Minor units as the gateway's decimal text (`total_amount`): 123450 is "1234.50". */
export function toGatewayAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits) || minorUnits <= 0) {
    throw new RangeError(`A gateway amount is a positive whole number of minor units, not ${minorUnits}`);
  }
  return toMajorDecimal(minorUnits);
}

/**
 * The gateway's decimal text as minor units: "1234.50" is 123450. Null for anything else, and for
 * an amount with a part of a poisha or cent, which no order ever asks for.
 */
export function parseGatewayAmount(value: string): number | null {
  const match = value.trim().match(AMOUNT_PATTERN);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(4, '0');
  if (!fraction.endsWith('00')) return null;
  return Number(match[1]) * MINOR_UNITS_PER_MAJOR + Number(fraction.slice(0, 2));
}

/** The answer of POST {base}/gwprocess/v4/api.php. */
export const SessionAnswerSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILED']),
  failedreason: text(1000),
  sessionkey: text(200),
  GatewayPageURL: text(2000),
});

/** The answer of GET {base}/validator/api/validationserverAPI.php, before it is judged. */
export const ValidationAnswerSchema = z.object({
  /** DONE when the store's credentials were accepted; INVALID_REQUEST, FAILED or INACTIVE otherwise. */
  APIConnect: text(50),
  status: text(50),
  error: text(1000),
  tran_id: text(100),
  val_id: text(100),
  /** What was charged (`currency` is what it was charged in: taka, also for a payment asked in dollars). */
  amount: text(30),
  currency: text(10),
  /** What the session asked for: its currency and amount in that currency. */
  currency_type: text(10),
  currency_amount: text(30),
  store_amount: text(30),
  bank_tran_id: text(100),
  card_type: text(100),
  card_brand: text(100),
  card_issuer: text(200),
  tran_date: text(50),
  /** 0 is safe; 1 is risky and, by SSLCommerz's advice, for the shop to decide. */
  risk_level: text(5),
  risk_title: text(100),
  value_a: text(255),
});
export type ValidationAnswer = z.infer<typeof ValidationAnswerSchema>;

export const IPN_STATUSES = ['VALID', 'FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED'] as const;

const field = (max: number) => z.string().trim().max(max).optional();

/**
 * The form the gateway POSTs to ipn_url, and with the customer's browser to success_url, fail_url
 * and cancel_url. Anyone can send it: it only says which transaction to look up, and the Order
 * Validation API's answer decides. A VALID one names the val_id to look up.
 */
export const IpnBodySchema = z
  .object({
    tran_id: z.string({ error: 'tran_id is required' }).trim().min(1, 'tran_id is required').max(100),
    status: z.enum(IPN_STATUSES, { error: `status must be one of ${IPN_STATUSES.join(', ')}` }),
    val_id: field(100),
    amount: field(30),
    currency: field(10),
    currency_type: field(10),
    currency_amount: field(30),
    store_amount: field(30),
    bank_tran_id: field(100),
    card_type: field(100),
    card_no: field(100),
    card_brand: field(100),
    card_issuer: field(200),
    tran_date: field(50),
    error: field(1000),
    risk_level: field(5),
    risk_title: field(100),
    value_a: field(255),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'VALID' && !body.val_id) {
      ctx.addIssue({ code: 'custom', path: ['val_id'], message: 'val_id is required for a VALID payment' });
    }
  });

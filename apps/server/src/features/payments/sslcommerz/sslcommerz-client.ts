import { isWebUrl, type ShopCurrency } from '@chaka/contract';
import {
  judgeRefundAnswer,
  judgeRefundStatusAnswer,
  type SslcommerzRefundResult,
} from './sslcommerz-refund-answers.js';
import { SessionAnswerSchema, toGatewayAmount, ValidationAnswerSchema } from './sslcommerz-schemas.js';
import { judgeValidation, type ValidationResult } from './sslcommerz-validation.js';

/** SSLCommerz's two gateways; SSLCOMMERZ_API_URL replaces either (the tests' local stand-in). */
export const SSLCOMMERZ_BASE_URLS = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
} as const;

export function sslcommerzBaseUrl(settings: { live: boolean; apiUrl?: string }): string {
  return settings.apiUrl ?? (settings.live ? SSLCOMMERZ_BASE_URLS.live : SSLCOMMERZ_BASE_URLS.sandbox);
}

export interface SslcommerzSettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** How long one call may take, answer included, before it counts as failed. */
  timeoutMs?: number;
}

/** A customer waits on the session call; a slower gateway is better reported than waited for. */
const DEFAULT_TIMEOUT_MS = 15_000;

export interface SessionInput {
  /** The shop's own id of this payment attempt, new for each one: answers name it. */
  tranId: string;
  amountMinor: number;
  currency: ShopCurrency;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: { name: string; email: string; phone: string; address: string; city: string };
  product: { name: string; category: string };
  numOfItems: number;
  /** The shop's own reference, which the gateway sends back as value_a. */
  reference?: string;
}

export type SessionResult =
  | { status: 'SUCCESS'; gatewayUrl: string; sessionKey: string; failedReason: null }
  /** The gateway refused: its own reason (a wrong store password, a missing field...). */
  | { status: 'FAILED'; gatewayUrl: null; sessionKey: null; failedReason: string }
  /** No usable answer: unreachable, too slow, or an answer that is not the documented one. */
  | { status: 'ERROR'; gatewayUrl: null; sessionKey: null; failedReason: string };

type CallResult = { ok: true; json: unknown } | { ok: false; reason: string };

/**
 * A typed client of SSLCommerz's session and Order Validation calls (docs/decisions/
 * 010-sslcommerz-client.md). It never throws for what the gateway or the network does: every
 * outcome is a result the caller has to look at.
 */
export function createSslcommerzClient(settings: SslcommerzSettings) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(url: string, init: RequestInit): Promise<CallResult> {
    try {
      // No redirects: the store's password travels with every call and must reach the gateway only.
      const response = await fetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text();
      if (!response.ok) return { ok: false, reason: `The gateway answered HTTP ${response.status}` };
      try {
        return { ok: true, json: JSON.parse(body) };
      } catch {
        return { ok: false, reason: 'The gateway answered something other than JSON' };
      }
    } catch (error) {
      return { ok: false, reason: describeFailure(error, timeoutMs) };
    }
  }

  return {
    async createSession(input: SessionInput): Promise<SessionResult> {
      const answer = await call(`${base}/gwprocess/v4/api.php`, {
        method: 'POST',
        body: sessionForm(settings, input),
      });
      if (!answer.ok) return sessionError(answer.reason);
      const parsed = SessionAnswerSchema.safeParse(answer.json);
      if (!parsed.success) return sessionError('The gateway answered without a documented status');
      const { status, failedreason, sessionkey, GatewayPageURL } = parsed.data;
      if (status === 'FAILED') {
        return {
          status,
          gatewayUrl: null,
          sessionKey: null,
          failedReason: failedreason?.trim() || 'The gateway refused the payment without a reason',
        };
      }
      if (!sessionkey || !GatewayPageURL || !isWebUrl(GatewayPageURL)) {
        return sessionError('The gateway accepted the session but sent no payment page');
      }
      return { status, gatewayUrl: GatewayPageURL, sessionKey: sessionkey, failedReason: null };
    },

    async validate(valId: string): Promise<ValidationResult> {
      const query = new URLSearchParams({
        val_id: valId,
        store_id: settings.storeId,
        store_passwd: settings.storePassword,
        v: '1',
        format: 'json',
      });
      const answer = await call(`${base}/validator/api/validationserverAPI.php?${query}`, { method: 'GET' });
      if (!answer.ok) return { status: 'ERROR', reason: answer.reason };
      const parsed = ValidationAnswerSchema.safeParse(answer.json);
      if (!parsed.success) {
        return { status: 'ERROR', reason: 'The gateway answered a validation in an unknown form' };
      }
      return judgeValidation(valId, parsed.data);
    },

    /** Initiates a refund of a validated payment; the same refundTransId again is the same refund. */
    async refund(input: {
      bankTranId: string;
      refundTransId: string;
      amountMinor: number;
      remarks: string;
    }): Promise<SslcommerzRefundResult> {
      const answer = await call(`${base}${REFUND_PATH}?${refundQuery(settings, input)}`, { method: 'GET' });
      if (!answer.ok) return { status: 'ERROR', refundRefId: null, reason: answer.reason, answer: null };
      return judgeRefundAnswer(answer.json);
    },

    /** Where a refund the gateway started stands now (refunded, processing, or cancelled). */
    async refundStatus(refundRefId: string): Promise<SslcommerzRefundResult> {
      const query = new URLSearchParams({
        refund_ref_id: refundRefId,
        store_id: settings.storeId,
        store_passwd: settings.storePassword,
        format: 'json',
      });
      const answer = await call(`${base}${REFUND_PATH}?${query}`, { method: 'GET' });
      if (!answer.ok) return { status: 'ERROR', refundRefId: null, reason: answer.reason, answer: null };
      return judgeRefundStatusAnswer(refundRefId, answer.json);
    },
  };
}

export type SslcommerzClient = ReturnType<typeof createSslcommerzClient>;

function sessionForm(settings: SslcommerzSettings, input: SessionInput): URLSearchParams {
  const { customer, product } = input;
  return new URLSearchParams({
    store_id: settings.storeId,
    store_passwd: settings.storePassword,
    total_amount: toGatewayAmount(input.amountMinor),
    currency: input.currency,
    tran_id: input.tranId,
    success_url: input.successUrl,
    fail_url: input.failUrl,
    cancel_url: input.cancelUrl,
    ipn_url: input.ipnUrl,
    cus_name: customer.name,
    cus_email: customer.email,
    cus_phone: customer.phone,
    cus_add1: customer.address,
    cus_city: customer.city,
    cus_country: 'Bangladesh',
    shipping_method: 'Courier',
    ship_name: customer.name,
    ship_add1: customer.address,
    ship_city: customer.city,
    ship_country: 'Bangladesh',
    num_of_item: String(input.numOfItems),
    product_name: product.name,
    product_category: product.category,
    product_profile: 'physical-goods',
    value_a: input.reference ?? '',
  });
}

const REFUND_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

function refundQuery(
  settings: SslcommerzSettings,
  input: { bankTranId: string; refundTransId: string; amountMinor: number; remarks: string },
): URLSearchParams {
  return new URLSearchParams({
    bank_tran_id: input.bankTranId,
    refund_trans_id: input.refundTransId,
    refund_amount: toGatewayAmount(input.amountMinor),
    // The gateway keeps 255 characters of the remarks.
    refund_remarks: input.remarks.slice(0, 255),
    store_id: settings.storeId,
    store_passwd: settings.storePassword,
    v: '1',
    format: 'json',
  });
}

const sessionError = (failedReason: string): SessionResult => ({
  status: 'ERROR',
  gatewayUrl: null,
  sessionKey: null,
  failedReason,
});

/** Why a call got no answer, without the address (its query holds the store's password). */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `The gateway did not answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return `The gateway cannot be reached${cause?.code ? ` (${cause.code})` : ''}`;
}

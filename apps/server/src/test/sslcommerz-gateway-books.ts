import { randomBytes } from 'node:crypto';
import {
  GATEWAY_METHODS,
  type GatewayOutcome,
  type GatewayPaymentMethod,
} from './sslcommerz-gateway-page.js';

export const CREDENTIAL_ERROR = 'Store Credential Error Or Store is De-active';

/** The fields SSLCommerz's v4 documentation marks mandatory for a session (beside the store's own). */
const REQUIRED_SESSION_FIELDS = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'num_of_item',
  'product_name',
  'product_category',
  'product_profile',
] as const;

export interface GatewaySession {
  key: string;
  /** Every field the shop sent, so tests can look at what the gateway was asked. */
  fields: Record<string, string>;
  outcome: GatewayOutcome | null;
}

interface Payment {
  valId: string;
  session: GatewaySession;
  riskLevel: 0 | 1;
  method: GatewayPaymentMethod;
  bankTranId: string;
  tranDate: string;
  validations: number;
}

/** Settings a test turns to make the gateway behave as it sometimes does. */
export interface GatewayKnobs {
  /** Every call is answered as for a wrong password or a de-activated store. */
  refuseCredentials: boolean;
  /** The risk the gateway sees in payments made from now on. */
  riskLevel: 0 | 1;
  /** The validation answers this asked amount (currency_amount) instead of the paid one. */
  validatedAmount: string | null;
  /** The validation answers this asked currency (currency_type) instead of the paid one. */
  validatedCurrency: string | null;
  /** The validation answers this charged amount (amount) instead of the one charged. */
  chargedAmount: string | null;
  /** The validation answers this charged currency (currency) instead of taka. */
  chargedCurrency: string | null;
  /** How long the API calls wait before they answer. */
  delayMs: number;
  /** A session in dollars is charged in taka at this rate, as the real gateway charges it. */
  takaPerDollar: number;
}

export const defaultKnobs = (): GatewayKnobs => ({
  refuseCredentials: false,
  riskLevel: 0,
  validatedAmount: null,
  validatedCurrency: null,
  chargedAmount: null,
  chargedCurrency: null,
  delayMs: 0,
  takaPerDollar: 120,
});

const RETURN_URL_FIELDS = { pay: 'success_url', fail: 'fail_url', cancel: 'cancel_url' } as const;

const token = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const toMinor = (amount: string) => Math.round(Number(amount) * 100);
const toAmount = (minor: number) => (minor / 100).toFixed(2);
const gatewayDate = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** What the stand-in gateway knows: its sessions and payments, and how it answers about them. */
export class GatewayBooks {
  readonly knobs = defaultKnobs();
  readonly sessions = new Map<string, GatewaySession>();
  private readonly payments = new Map<string, Payment>();

  constructor(
    private readonly store: { id: string; password: string },
    private readonly pageUrl: (sessionKey: string) => string,
  ) {}

  /** The answer to POST /gwprocess/v4/api.php. */
  openSession(form: URLSearchParams) {
    const failed = (failedreason: string) => ({
      status: 'FAILED',
      failedreason,
      sessionkey: '',
      gw: [],
      GatewayPageURL: '',
    });
    if (!this.acceptsStore(form)) return failed(CREDENTIAL_ERROR);
    const missing = REQUIRED_SESSION_FIELDS.find((name) => !form.get(name)?.trim());
    if (missing) return failed(`Invalid Information: ${missing} is missing`);
    const amount = form.get('total_amount')!;
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || toMinor(amount) <= 0) {
      return failed('Invalid Information: total_amount is not a valid amount');
    }
    const tranId = form.get('tran_id');
    if ([...this.payments.values()].some((payment) => payment.session.fields.tran_id === tranId)) {
      return failed('Duplicate tran_id: this transaction is already paid');
    }
    const session: GatewaySession = { key: token(16), fields: Object.fromEntries(form), outcome: null };
    this.sessions.set(session.key, session);
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.key,
      gw: { visa: 'dbbl_visa', master: 'dbbl_master', mobilebanking: 'bkash,nagad,dbblmobilebanking' },
      GatewayPageURL: this.pageUrl(session.key),
      is_direct_pay_enable: '0',
    };
  }

  /** The customer's choice on the payment page: the fields for the IPN and the return, and where to return. */
  finish(session: GatewaySession, method: GatewayPaymentMethod, outcome: GatewayOutcome) {
    session.outcome = outcome;
    const returnUrl = session.fields[RETURN_URL_FIELDS[outcome]]!;
    if (outcome !== 'pay') {
      const error = outcome === 'cancel' ? 'Cancelled by User' : 'Declined by the issuer';
      const status = outcome === 'cancel' ? 'CANCELLED' : 'FAILED';
      return { returnUrl, fields: this.transactionFields(session, status, { error }) };
    }
    const payment: Payment = {
      valId: `${token(8)}${Date.now()}`,
      session,
      riskLevel: this.knobs.riskLevel,
      method,
      bankTranId: token(10),
      tranDate: gatewayDate(),
      validations: 0,
    };
    this.payments.set(payment.valId, payment);
    const details = { val_id: payment.valId, tran_date: payment.tranDate, ...paymentDetails(payment) };
    return { returnUrl, fields: this.transactionFields(session, 'VALID', details) };
  }

  /** What the gateway charged, in poisha, for the payment of a bank_tran_id; null for none. */
  chargedFor(bankTranId: string): number | null {
    const payment = [...this.payments.values()].find((paid) => paid.bankTranId === bankTranId);
    return payment ? toMinor(this.transactionFields(payment.session, 'VALID', {}).amount) : null;
  }

  /** The answer to GET /validator/api/validationserverAPI.php. */
  validation(query: URLSearchParams) {
    if (!query.get('val_id') || !query.get('store_id')) return { APIConnect: 'INVALID_REQUEST' };
    if (!this.acceptsStore(query)) return { APIConnect: 'FAILED' };
    const payment = this.payments.get(query.get('val_id')!);
    if (!payment) return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
    payment.validations += 1;
    const status = payment.validations === 1 ? 'VALID' : 'VALIDATED';
    const fields = this.transactionFields(payment.session, status, {
      val_id: payment.valId,
      tran_date: payment.tranDate,
      ...paymentDetails(payment),
    });
    return {
      APIConnect: 'DONE',
      ...fields,
      currency_type: this.knobs.validatedCurrency ?? fields.currency_type,
      currency_amount: this.knobs.validatedAmount ?? fields.currency_amount,
      amount: this.knobs.chargedAmount ?? fields.amount,
      currency: this.knobs.chargedCurrency ?? fields.currency,
      validated_on: gatewayDate(),
    };
  }

  acceptsStore(fields: URLSearchParams) {
    return (
      !this.knobs.refuseCredentials &&
      fields.get('store_id') === this.store.id &&
      fields.get('store_passwd') === this.store.password
    );
  }

  /** The fields the gateway sends about a transaction, to the IPN listener and with the browser. */
  transactionFields(session: GatewaySession, status: string, extra: Record<string, string>) {
    const asked = session.fields;
    const rate = asked.currency === 'BDT' ? 1 : this.knobs.takaPerDollar;
    return {
      tran_id: asked.tran_id!,
      status,
      amount: toAmount(Math.round(toMinor(asked.total_amount!) * rate)),
      currency: 'BDT',
      currency_type: asked.currency!,
      currency_amount: asked.total_amount!,
      currency_rate: rate.toFixed(4),
      tran_date: gatewayDate(),
      value_a: asked.value_a ?? '',
      value_b: asked.value_b ?? '',
      value_c: asked.value_c ?? '',
      value_d: asked.value_d ?? '',
      ...extra,
    };
  }
}

function paymentDetails(payment: Payment) {
  const method = GATEWAY_METHODS[payment.method];
  return {
    bank_tran_id: payment.bankTranId,
    card_type: method.cardType,
    card_no: payment.method === 'card' ? '432149XXXXXX0667' : '',
    card_brand: method.brand,
    card_issuer: method.issuer,
    card_issuer_country: 'Bangladesh',
    risk_level: String(payment.riskLevel),
    risk_title: payment.riskLevel === 1 ? 'Risky' : 'Safe',
  };
}

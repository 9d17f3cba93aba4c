import type { ShopCurrency } from '@chaka/contract';
import { parseGatewayAmount, type ValidationAnswer } from './sslcommerz-schemas.js';

/** A payment the Order Validation API vouches for. */
export interface ValidatedPayment {
  tranId: string;
  valId: string;
  /** What the session asked for, in its own currency. */
  amountMinor: number;
  currency: string;
  /** What the gateway charged: taka, also for a payment asked in dollars. */
  chargedAmountMinor: number;
  chargedCurrency: string;
  /** 1 marks a payment the gateway finds risky: hold it until someone at the shop decides. */
  riskLevel: 0 | 1;
  riskTitle: string | null;
  bankTranId: string | null;
  cardType: string | null;
  tranDate: string | null;
  reference: string | null;
}

export type ValidationResult =
  | { status: 'VALID' | 'VALIDATED'; payment: ValidatedPayment }
  /** The gateway knows no valid payment by this val_id (a forged, failed or unknown one). */
  | { status: 'INVALID_TRANSACTION'; reason: string }
  /** The gateway refused the store's credentials, or the store is not active. */
  | { status: 'REFUSED'; reason: string }
  | { status: 'ERROR'; reason: string };

/**
 * True when a validated payment is the one the shop asked for: its transaction, and both what was
 * asked (currency_amount, currency_type) and what was charged (amount, currency). A shop selling
 * in taka is charged the very amount it asked, in taka; one selling in dollars is charged in taka at
 * the gateway's rate, so that amount can only be checked to be a real charge (more than nothing).
 */
export function paymentMatches(
  payment: ValidatedPayment,
  expected: { tranId: string; amountMinor: number; currency: ShopCurrency },
): boolean {
  const asked =
    payment.tranId === expected.tranId &&
    payment.amountMinor === expected.amountMinor &&
    payment.currency === expected.currency;
  if (!asked || payment.chargedCurrency !== 'BDT') return false;
  return expected.currency === 'BDT'
    ? payment.chargedAmountMinor === expected.amountMinor
    : payment.chargedAmountMinor > 0;
}

/** What an Order Validation answer says about the payment the shop asked about by its val_id. */
export function judgeValidation(valId: string, answer: ValidationAnswer): ValidationResult {
  if (answer.APIConnect && answer.APIConnect !== 'DONE') {
    return {
      status: 'REFUSED',
      reason: `The gateway refused the store's credentials (${answer.APIConnect})`,
    };
  }
  if (!answer.status) {
    return { status: 'ERROR', reason: 'The gateway answered a validation without a status' };
  }
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') {
    return { status: 'INVALID_TRANSACTION', reason: answer.error?.trim() || answer.status };
  }
  const payment = validatedPayment(answer);
  // An answer about some other payment than the one asked about vouches for nothing.
  if (!payment || payment.valId !== valId) {
    return { status: 'ERROR', reason: 'The gateway answered a validation without the payment it validated' };
  }
  return { status: answer.status, payment };
}

function validatedPayment(answer: ValidationAnswer): ValidatedPayment | null {
  const chargedAmountMinor = answer.amount ? parseGatewayAmount(answer.amount) : null;
  // currency_type and currency_amount are what the session asked for; without them, the
  // charged amount is the asked one (the gateway converts only a currency other than taka).
  const amountMinor = answer.currency_amount
    ? parseGatewayAmount(answer.currency_amount)
    : chargedAmountMinor;
  const currency = answer.currency_type || answer.currency;
  if (!answer.tran_id || !answer.val_id || chargedAmountMinor === null || amountMinor === null) return null;
  if (!currency || !answer.currency) return null;
  return {
    tranId: answer.tran_id,
    valId: answer.val_id,
    amountMinor,
    currency,
    chargedAmountMinor,
    chargedCurrency: answer.currency,
    // A payment whose risk the gateway does not state is held like a risky one, never let through.
    riskLevel: answer.risk_level?.trim() === '0' ? 0 : 1,
    riskTitle: answer.risk_title ?? null,
    bankTranId: answer.bank_tran_id ?? null,
    cardType: answer.card_type ?? null,
    tranDate: answer.tran_date ?? null,
    reference: answer.value_a || null,
  };
}

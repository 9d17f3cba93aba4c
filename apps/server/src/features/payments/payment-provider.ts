import { type PaymentProviderName, paymentMessages, type ShopCurrency } from '@chaka/contract';
import type { PaymentStatus } from '../../db/schema/payments.js';
import { HttpError } from '../../lib/errors.js';

/** A payment as the provider knows it (Stripe's PaymentIntent, or the test provider's own). */
export interface ProviderIntent {
  /** The provider's id, `pi_...`: the order's transaction id once paid. */
  id: string;
  /** The order the intent was created for (the intent's metadata), or null when it names none. */
  orderId: string | null;
  amountMinor: number;
  currency: string;
  /** The provider's status: requires_payment_method, processing, succeeded, canceled, ... */
  status: PaymentStatus;
}

export interface CreateIntentInput {
  orderId: string;
  amountMinor: number;
  /** Receipt and billing e-mail of the order's owner. */
  email: string;
  description: string;
}

/** Where a refund stands: the money is back, still on its way, or it will not come back. */
export type RefundStatus = 'refunded' | 'processing' | 'failed';

/** A refund as the provider knows it (Stripe's Refund, or the test provider's own). */
export interface ProviderRefund {
  /** The provider's id of the refund, `re_...`: what to ask about it later. */
  id: string;
  amountMinor: number;
  status: RefundStatus;
  /** Why it failed, in the provider's words; null otherwise. */
  reason: string | null;
  /** The provider's whole answer, for the shop's records. */
  answer: unknown;
}

export interface RefundInput {
  /** The payment to refund: the intent that settled the order. */
  intentId: string;
  amountMinor: number;
  /**
   * The caller's own id of this refund: asking again with the same key is the same refund at the
   * provider (a retry after a lost answer never pays back twice).
   */
  refundKey: string;
  remarks: string;
}

/**
 * What the shop needs from a card payment provider. The web app confirms the card with the client
 * secret; the server only trusts what the provider itself says about an intent afterwards.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The currency it charges in, as the provider writes it (`usd`, `bdt`): the shop's currency. */
  readonly currency: string;
  /** Creates (or, for the same order, finds again) the intent that collects the order's amount. */
  createIntent(input: CreateIntentInput): Promise<ProviderIntent & { clientSecret: string }>;
  /** The intent as the provider has it now; null when the provider knows no such intent. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Cancels an intent so that no card can be charged on it any more. One that went through (or is
   * going through) cannot be cancelled: the answer is the intent as it is; null for an unknown one.
   */
  cancelIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Pays back part or all of a payment that went through. A refusal by the provider (more than is
   * left to refund, a closed card) is a `failed` refund with its reason; no answer at all throws.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The refund as the provider has it now; null when the provider knows no such refund. */
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
}

/** Statuses after which an intent can no longer charge a card. */
export const FINAL_INTENT_STATUSES = ['succeeded', 'canceled'] as const satisfies readonly PaymentStatus[];

/** Statuses of a payment that went through, or is going through: its order counts as paid for. */
export const SETTLED_INTENT_STATUSES = [
  'succeeded',
  'processing',
] as const satisfies readonly PaymentStatus[];

/** The provider's code of the shop's currency (SHOP_CURRENCY): `usd` or `bdt`. */
export const providerCurrency = (currency: ShopCurrency) => currency.toLowerCase();

/** Ids of intents as both providers make them; anything else is not worth asking a provider about. */
export const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9]{8,64}$/;

/**
 * A provider gave no usable answer to a refund call: nothing is known of the refund, and asking
 * again with the same refund key is safe (502; the reason stays in the log, not in the answer).
 */
export function providerDown(reason: string): HttpError {
  const error = new HttpError(502, paymentMessages.providerDown);
  error.cause = new Error(reason);
  return error;
}

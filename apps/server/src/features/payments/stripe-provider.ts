import { paymentMessages } from '@chaka/contract';
import Stripe from 'stripe';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../db/schema/payments.js';
import { HttpError } from '../../lib/errors.js';
import type {
  CreateIntentInput,
  PaymentProvider,
  ProviderIntent,
  ProviderRefund,
  RefundInput,
  RefundStatus,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

/** Where the Stripe client sends its calls. Tests point it at a local stand-in for Stripe's API. */
export interface StripeClientOptions {
  host: string;
  port: number;
  protocol: 'http' | 'https';
  maxNetworkRetries?: number;
}

export const toProviderIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  orderId: intent.metadata?.orderId ?? null,
  amountMinor: intent.amount,
  currency: intent.currency,
  status: knownStatus(intent.status),
});

/** Stripe's refund statuses in the shop's words; pending and requires_action are still on their way. */
function refundStatus(status: string | null): RefundStatus {
  if (status === 'succeeded') return 'refunded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'processing';
}

export const toProviderRefund = (refund: Stripe.Refund): ProviderRefund => {
  const status = refundStatus(refund.status);
  return {
    id: refund.id,
    amountMinor: refund.amount,
    status,
    reason: status === 'failed' ? (refund.failure_reason ?? refund.status ?? 'unknown') : null,
    answer: refund,
  };
};

/**
 * Stripe may add statuses. One the shop does not know is kept as an open payment that still needs
 * the customer: never final (it is cancelled with its order) and never taken for money received.
 */
function knownStatus(status: string): PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? (status as PaymentStatus)
    : 'requires_action';
}

/** Stripe PaymentIntents through the official SDK; the card is confirmed in the browser by Stripe.js. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    client?: StripeClientOptions,
    readonly currency = 'usd',
  ) {
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Chaka Parts' },
      ...client,
    });
  }

  async createIntent({ orderId, amountMinor, email, description }: CreateIntentInput) {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: amountMinor,
          currency: this.currency,
          allowed_payment_method_types: ['card'],
          description,
          receipt_email: email,
          metadata: { orderId },
        },
        // Opening the payment screen twice (or a retried request) gives the same intent, not a second charge.
        { idempotencyKey: `order-${orderId}-${amountMinor}` },
      ),
    );
    if (!intent.client_secret) throw new HttpError(502, paymentMessages.providerDown);
    return { ...toProviderIntent(intent), clientSecret: intent.client_secret };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw unreachable(error);
    }
  }

  async cancelIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toProviderIntent(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded or is processing; what it is now tells why.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveIntent(id);
      throw unreachable(error);
    }
  }

  async refund({ intentId, amountMinor, refundKey, remarks }: RefundInput): Promise<ProviderRefund> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: intentId,
          amount: amountMinor,
          reason: 'requested_by_customer',
          metadata: { refundKey, remarks: remarks.slice(0, 500) },
        },
        // The same refund asked again (a retry after a lost answer) is the same refund, not a second one.
        { idempotencyKey: `refund-${refundKey}` },
      );
      return toProviderRefund(refund);
    } catch (error) {
      // Stripe refused this refund (more than is left of the charge, a charge refunded already...),
      // or the same key came with another amount: a caller's mistake, not an outage.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError
      ) {
        const reason = error.message || error.code || 'refused';
        return { id: '', amountMinor, status: 'failed', reason, answer: error.raw };
      }
      throw unreachable(error);
    }
  }

  async retrieveRefund(id: string): Promise<ProviderRefund | null> {
    try {
      return toProviderRefund(await this.stripe.refunds.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw unreachable(error);
    }
  }

  /** The event of a webhook call, only if Stripe signed exactly this body; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw unreachable(error);
    }
  }
}

function unreachable(error: unknown): HttpError {
  const wrapped = new HttpError(502, paymentMessages.providerDown);
  wrapped.cause = error;
  return wrapped;
}

import { randomBytes } from 'node:crypto';
import type { FakeIntent } from './stripe-stand-in.js';

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  failure_reason?: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** How the stand-in's refunds go from now on; a test turns these. */
export interface RefundKnobs {
  /** succeeded at once, pending until `settleRefund`, or failed (with `failureReason`). */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  failureReason: string;
}

const invalid = (message: string, code?: string) => ({
  error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
});

/**
 * Stripe's Refunds API as documented (docs.stripe.com/api/refunds) for what the shop calls:
 * POST /v1/refunds with payment_intent and amount (never more than is left of the charge; the same
 * Idempotency-Key answers the same refund) and GET /v1/refunds/{id}.
 */
export function createStripeRefunds(intents: Map<string, FakeIntent>) {
  const refunds = new Map<string, FakeRefund>();
  const byIdempotencyKey = new Map<string, string>();
  const knobs: RefundKnobs = { refundStatus: 'succeeded', failureReason: 'expired_or_canceled_card' };

  function create(form: URLSearchParams, idempotencyKey: string | undefined): [number, unknown] {
    const known = idempotencyKey && refunds.get(byIdempotencyKey.get(idempotencyKey) ?? '');
    if (known) {
      const same =
        known.payment_intent === form.get('payment_intent') && String(known.amount) === form.get('amount');
      if (same) return [200, known];
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
      return [400, { error: { type: 'idempotency_error', message } }];
    }
    const intent = intents.get(form.get('payment_intent') ?? '');
    if (!intent)
      return [404, invalid(`No such payment_intent: '${form.get('payment_intent')}'`, 'resource_missing')];
    if (intent.status !== 'succeeded') {
      return [400, invalid('This PaymentIntent does not have a successful charge to refund.')];
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount - refunded;
    if (left === 0)
      return [400, invalid(`Charge for ${intent.id} has already been refunded.`, 'charge_already_refunded')];
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (amount > left) {
      const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
      return [
        400,
        invalid(
          `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
          'amount_too_large',
        ),
      ];
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = key.match(/^metadata\[(.+)\]$/);
      if (match) metadata[match[1]!] = value;
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: knobs.refundStatus,
      ...(knobs.refundStatus === 'failed' ? { failure_reason: knobs.failureReason } : {}),
      reason: form.get('reason'),
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, refund.id);
    return [200, refund];
  }

  return {
    refunds,
    knobs,
    /** The answer to a refunds call, or null for a path that is not one. */
    answer(method: string, path: string, body: string, idempotencyKey?: string): [number, unknown] | null {
      if (method === 'POST' && path === '/v1/refunds')
        return create(new URLSearchParams(body), idempotencyKey);
      const retrieve = path.match(/^\/v1\/refunds\/([^/?]+)$/);
      if (method !== 'GET' || !retrieve) return null;
      const refund = refunds.get(decodeURIComponent(retrieve[1]!));
      return refund ? [200, refund] : [404, invalid(`No such refund: '${retrieve[1]}'`, 'resource_missing')];
    },
    /** The bank's answer to a pending refund. */
    settleRefund(id: string, status: 'succeeded' | 'failed' = 'succeeded') {
      const refund = refunds.get(id)!;
      refund.status = status;
      if (status === 'failed') refund.failure_reason = knobs.failureReason;
      return refund;
    },
  };
}

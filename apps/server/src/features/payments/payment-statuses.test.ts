import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../db/schema/payments.js';
import { toProviderIntent } from './stripe-provider.js';

const intent = (status: string) =>
  ({ id: 'pi_1', metadata: {}, amount: 100, currency: 'usd', status }) as unknown as Stripe.PaymentIntent;

describe('payment statuses from Stripe', () => {
  it.each(PAYMENT_STATUSES)('keeps %s', (status) => {
    expect(toProviderIntent(intent(status)).status).toBe(status);
  });

  it('takes a status Stripe adds later for an open payment, never for money received', () => {
    expect(toProviderIntent(intent('awaiting_something_new')).status).toBe('requires_action');
  });
});

import { paymentMessages, requestMessages } from '@chaka/contract';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../plugins/body-limits.js';
import { changedTables, shopState } from '../test/db-state.js';
import { DEEP_JSON_BODY, hostileRawBody, hostileString, hostileValue } from '../test/hostile-values.js';
import { STRIPE_WEBHOOK_SECRET } from '../test/route-table.js';
import { useTestShop } from '../test/use-test-shop.js';

const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
const signer = new Stripe('sk_test_signer_only');

/**
 * The Stripe webhook is public: only the signature made with STRIPE_WEBHOOK_SECRET over the exact
 * bytes proves an event is Stripe's. Any body without it (none, made up, for other bytes, made
 * with another secret, too old) is refused with 400 and changes nothing.
 */
describe('hostile calls to the Stripe webhook', () => {
  const shop = useTestShop({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_security_webhook',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_security_webhook',
      STRIPE_WEBHOOK_SECRET,
    },
  });

  const succeededEvent = JSON.stringify({
    id: 'evt_forged',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: 'pi_forged',
        object: 'payment_intent',
        amount: 1,
        currency: 'usd',
        status: 'succeeded',
        metadata: { orderId: '00000000-0000-4000-8000-000000000000' },
      },
    },
  });

  const body = fc.oneof(
    fc.constant({ raw: succeededEvent, contentType: 'application/json' }),
    hostileValue.map((value) => ({ raw: JSON.stringify(value) ?? 'null', contentType: 'application/json' })),
    hostileRawBody,
  );
  const now = () => Math.floor(Date.now() / 1000);
  const signature = (payload: string) =>
    fc.oneof(
      fc.constant(undefined),
      hostileString,
      fc.constant(signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })),
      fc.constant(
        signer.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: STRIPE_WEBHOOK_SECRET }),
      ),
      fc.constant(
        signer.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
          timestamp: now() - 3600,
        }),
      ),
      fc.constant(`t=${now()},v1=${'0'.repeat(64)}`),
    );

  it('refuses every unsigned or forged event with 400 and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        body.chain((sent) => signature(sent.raw).map((header) => ({ ...sent, header }))),
        async ({ raw, contentType, header }) => {
          const before = await shopState(shop.app);
          const response = await shop.app.inject({
            method: 'POST',
            url: '/api/payments/stripe/webhook',
            headers: {
              'content-type': contentType,
              ...(header === undefined ? {} : { 'stripe-signature': Buffer.from(header).toString('latin1') }),
            },
            payload: raw,
          });
          const what = `${raw.slice(0, 120)} signed ${header?.slice(0, 80)}: ${response.statusCode} ${response.body}`;
          expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, what).toBeLessThan(500);
          expect(response.json().message, what).toEqual(expect.any(String));
          expect(changedTables(before, await shopState(shop.app)), what).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses a body nested 100,000 levels deep before reading it, signed or not', async () => {
    for (const header of [
      undefined,
      signer.webhooks.generateTestHeaderString({ payload: DEEP_JSON_BODY, secret: STRIPE_WEBHOOK_SECRET }),
    ]) {
      const before = await shopState(shop.app);
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
        payload: DEEP_JSON_BODY,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(requestMessages.tooDeep(JSON_MAX_DEPTH));
      expect(changedTables(before, await shopState(shop.app))).toEqual([]);
    }
  });

  it('answers the forged success of a made-up payment with the signature message', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${now()},v1=${'a'.repeat(64)}` },
      payload: succeededEvent,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(paymentMessages.badSignature);
  });
});

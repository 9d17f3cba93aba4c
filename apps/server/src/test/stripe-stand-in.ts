import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { App } from '../app.js';
import { createStripeRefunds } from './stripe-stand-in-refunds.js';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_the_local_stand_in';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
}

/**
 * A local HTTP server standing in for Stripe's API: it speaks the wire format the official SDK
 * uses (form-encoded bodies, Idempotency-Key, Bearer secret key) for the PaymentIntent calls the
 * shop makes, and keeps what it was sent so tests can look.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: Array<{ method: string; path: string; idempotencyKey?: string; auth?: string }> = [];
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });
  const refunds = createStripeRefunds(intents);
  const state = { unreachable: false };
  const server: Server = createServer(async (request, response) => {
    // An outage: the connection drops without an answer.
    if (state.unreachable) return request.socket.destroy();
    const body = await readBody(request);
    const path = request.url ?? '';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({
      method: request.method ?? '',
      path,
      idempotencyKey,
      auth: request.headers.authorization,
    });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      response.end(JSON.stringify(payload));
    };
    if (request.method === 'POST' && path === '/v1/payment_intents') {
      const known = idempotencyKey && byIdempotencyKey.get(idempotencyKey);
      if (known) return send(200, intents.get(known));
      const form = new URLSearchParams(body);
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = key.match(/^metadata\[(.+)\]$/);
        if (match) metadata[match[1]!] = value;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        receipt_email: form.get('receipt_email'),
        description: form.get('description'),
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
      return send(200, intent);
    }
    const cancel = path.match(/^\/v1\/payment_intents\/([^/?]+)\/cancel$/);
    if (request.method === 'POST' && cancel) {
      const intent = intents.get(decodeURIComponent(cancel[1]!));
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    const retrieve = path.match(/^\/v1\/payment_intents\/([^/?]+)$/);
    if (request.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      if (intent) return send(200, intent);
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${retrieve[1]}'`,
        },
      });
    }
    const refundAnswer = refunds.answer(request.method ?? '', path, body, idempotencyKey);
    if (refundAnswer) return send(...refundAnswer);
    send(500, { error: { type: 'api_error', message: `The stand-in does not know ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get unreachable() {
      return state.unreachable;
    },
    set unreachable(value: boolean) {
      state.unreachable = value;
    },
    intents,
    requests,
    /** Its refunds, how they go (`refundKnobs`), and the bank's answer to a pending one. */
    refunds: refunds.refunds,
    refundKnobs: refunds.knobs,
    settleRefund: refunds.settleRefund,
    /** What Stripe.js's confirmCardPayment does in the browser with a good card. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export const signer = new Stripe('sk_test_signer_only');
export function signedWebhook(app: App, event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

export const intentEvent = (type: string, intent: FakeIntent) => ({
  id: `evt_${randomBytes(8).toString('hex')}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object: intent },
});

/** The settings and options of a test shop whose Stripe client talks to the stand-in. */
export function stripeShopSettings(standIn: Pick<StandIn, 'port'>) {
  return {
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_chaka_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_chaka_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    options: {
      payments: {
        stripeClient: {
          host: '127.0.0.1',
          port: standIn.port,
          protocol: 'http' as const,
          maxNetworkRetries: 0,
        },
      },
    },
  };
}

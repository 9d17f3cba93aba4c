import {
  apiPaths,
  ConfirmPaymentBodySchema,
  ConfirmPaymentResponseSchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  paymentMessages,
  TestCardConfirmBodySchema,
  TestCardConfirmResponseSchema,
  testPaymentPaths,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { currentUser } from '../../lib/ownership.js';
import { confirmPayment, handleStripeEvent, startPayment } from './payments-service.js';
import { type StripeClientOptions, StripePaymentProvider } from './stripe-provider.js';
import { TestPaymentProvider } from './test-provider.js';

export interface PaymentProviderOptions {
  /** Where the Stripe client sends its calls (tests: a local stand-in); Stripe's API otherwise. */
  stripeClient?: StripeClientOptions;
}

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(
  config: Config,
  db: Db,
  options: PaymentProviderOptions = {},
): TestPaymentProvider | StripePaymentProvider {
  const settings = config.payments;
  return settings.provider === 'stripe'
    ? new StripePaymentProvider(settings, options.stripeClient)
    : new TestPaymentProvider(db, config.authSecret);
}

const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
};

export const paymentRoutes: FastifyPluginAsyncZod<{
  provider: TestPaymentProvider | StripePaymentProvider;
}> = async (app, { provider }) => {
  // The central handler answers a provider outage with a plain 502; the cause is kept in the log.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.statusCode >= 500) {
      request.log.error({ err: error.cause ?? error }, 'payment provider call failed');
    }
  });

  app.post(
    apiPaths.createPaymentIntent,
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: "Start paying an order (its owner); the amount is the order's own",
        body: CreatePaymentIntentBodySchema,
        response: { 200: CreatePaymentIntentResponseSchema, ...refusals },
      },
    },
    (request) => startPayment(app.db, provider, currentUser(request), request.body.orderId),
  );

  app.patch(
    '/api/order/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Record a payment: the order becomes paid once the provider confirms it',
        params: IdParamsSchema,
        body: ConfirmPaymentBodySchema,
        response: { 200: ConfirmPaymentResponseSchema, ...refusals },
      },
    },
    (request) => confirmPayment(app.db, provider, currentUser(request), request.params.id, request.body),
  );

  if (provider instanceof TestPaymentProvider) {
    const testProvider = provider;
    app.post(
      testPaymentPaths.confirm,
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: "Pay with a card at the built-in test provider (Stripe's test card numbers)",
          body: TestCardConfirmBodySchema,
          response: { 200: TestCardConfirmResponseSchema, ...refusals, 402: ErrorResponseSchema },
        },
      },
      (request) => testProvider.confirmCard(currentUser(request), request.body),
    );
  }

  if (provider instanceof StripePaymentProvider) {
    const stripeProvider = provider;
    // Stripe signs the exact bytes it sent, so this one route keeps the body as a Buffer.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        apiPaths.stripeWebhook,
        {
          config: { access: 'public' },
          schema: {
            tags: ['payments'],
            summary: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET)',
            response: { 200: z.object({ received: z.literal(true) }), 400: ErrorResponseSchema },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
            throw badRequest(paymentMessages.badSignature);
          }
          let event: ReturnType<StripePaymentProvider['verifyWebhook']>;
          try {
            event = stripeProvider.verifyWebhook(request.body, signature);
          } catch {
            throw badRequest(paymentMessages.badSignature);
          }
          await handleStripeEvent(app.db, event, request.log);
          return { received: true as const };
        },
      );
    });
  }
};

import { endpoints, paymentMessages } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { currentUser } from '../../lib/ownership.js';
import { JSON_MAX_DEPTH, nestsDeeperThan, tooDeep } from '../../plugins/body-limits.js';
import { OfflinePaymentProvider } from './offline-provider.js';
import { providerCurrency } from './payment-provider.js';
import { confirmPayment, handleStripeEvent, startPayment } from './payments-service.js';
import { type StripeClientOptions, StripePaymentProvider } from './stripe-provider.js';

export interface PaymentProviderOptions {
  /** Where the Stripe client sends its calls (tests: a local stand-in); Stripe's API otherwise. */
  stripeClient?: StripeClientOptions;
}

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(
  config: Config,
  db: Db,
  options: PaymentProviderOptions = {},
): OfflinePaymentProvider | StripePaymentProvider {
  const settings = config.payments;
  return settings.provider === 'stripe'
    ? new StripePaymentProvider(settings, options.stripeClient, providerCurrency(config.currency))
    : new OfflinePaymentProvider(db, config.authSecret, providerCurrency(config.currency));
}

export const paymentRoutes: FastifyPluginAsync<{
  provider: OfflinePaymentProvider | StripePaymentProvider;
}> = async (app, { provider }) => {
  // The central handler answers a provider outage with a plain 502; the cause is kept in the log.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.statusCode >= 500) {
      request.log.error({ err: error.cause ?? error }, 'payment provider call failed');
    }
  });

  const route = endpointRouter(app);

  route(endpoints.createPaymentIntent, (request) =>
    startPayment(app.db, provider, currentUser(request), request.body.orderId),
  );

  route(endpoints.confirmPayment, (request) =>
    confirmPayment(app.db, provider, currentUser(request), request.params.id, request.body),
  );

  if (provider instanceof OfflinePaymentProvider) {
    const testProvider = provider;
    route(endpoints.payWithTestCard, (request) =>
      testProvider.confirmCard(currentUser(request), request.body),
    );
  }

  if (provider instanceof StripePaymentProvider) {
    const stripeProvider = provider;
    // Stripe signs the exact bytes it sent, so this one route keeps the body as a Buffer.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      // Its depth is bounded like every other JSON body's (plugins/body-limits.ts).
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        nestsDeeperThan(body as Buffer, JSON_MAX_DEPTH) ? done(tooDeep(), undefined) : done(null, body),
      );
      endpointRouter(webhook)(endpoints.stripeWebhook, async (request) => {
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
        await handleStripeEvent(app.db, event, request.log, provider.currency);
        return { received: true as const };
      });
    });
  }
};

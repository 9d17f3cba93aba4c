import { endpoints, requestMessages } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { badRequest } from '../../lib/errors.js';
import { subscribe } from './newsletter-service.js';

export const newsletterRoutes: FastifyPluginAsync = async (app) => {
  endpointRouter(app)(endpoints.subscribeNewsletter, async (request) => {
    // The spec's client sends the address twice; both must name the same subscriber.
    if (request.params.email !== request.body.email) {
      throw badRequest(requestMessages.addressMismatch);
    }
    await subscribe(app.db, request.body.email);
    return { ok: 1 as const };
  });
};

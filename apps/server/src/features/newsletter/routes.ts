import {
  EmailParamsSchema,
  ErrorResponseSchema,
  NewsletterBodySchema,
  OkResponseSchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { subscribe } from './newsletter-service.js';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter/:email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an address to the newsletter (again is fine)',
        params: EmailParamsSchema,
        body: NewsletterBodySchema,
        response: { 200: OkResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      // The spec's client sends the address twice; both must name the same subscriber.
      if (request.params.email !== request.body.email) {
        throw badRequest('The address in the path and in the body must be the same');
      }
      await subscribe(app.db, request.body.email);
      return { ok: 1 as const };
    },
  );
};

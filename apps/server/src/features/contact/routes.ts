import { apiPaths, ContactBodySchema, ErrorResponseSchema, OkResponseSchema } from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { receiveContactMessage, shopAddress } from './contact-service.js';

export const contactRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const shop = { address: shopAddress(config.mail.from), siteName: config.siteName };
  app.post(
    apiPaths.contact,
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (stored and mailed to the shop)',
        body: ContactBodySchema,
        response: { 200: OkResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      await receiveContactMessage({ db: app.db, mailer: app.mailer, log: request.log }, shop, request.body);
      return { ok: 1 as const };
    },
  );
};

import { contactMessages, endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/errors.js';
import { receiveContactMessage, shopAddress } from './contact-service.js';

/**
 * Every accepted message becomes a mail to the shop. A person writes a few at most; the limit
 * keeps a script from filling the shop's inbox through this public form.
 */
export const CONTACT_MESSAGES_PER_MINUTE = 5;

export const contactRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const shop = { address: shopAddress(config.mail.from), siteName: config.siteName };
  const perAddress = app.createRateLimit({
    max: CONTACT_MESSAGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `contact:${request.ip}`,
  });

  endpointRouter(app)(
    endpoints.sendContactMessage,
    async (request) => {
      await receiveContactMessage({ db: app.db, mailer: app.mailer, log: request.log }, shop, request.body);
      return { ok: 1 as const };
    },
    {
      // After validation, so only messages that would really be sent count.
      preHandler: async (request, reply) => {
        const limit = await perAddress(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
        throw new HttpError(429, contactMessages.tooMany);
      },
    },
  );
};

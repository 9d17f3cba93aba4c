import { endpoints, PART_REQUESTS_PER_HOUR, partRequestMessages } from '@chaka/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/errors.js';
import { requestLocale } from '../../lib/i18n.js';
import { currentUser } from '../../lib/ownership.js';
import type { QueueLoop } from '../../lib/queue-loop.js';
import { refuseForeignOrigin } from '../../plugins/auth/origin.js';
import { resolveIdentity } from '../../plugins/auth/session.js';
import { answerPartRequest } from './answer-request.js';
import { stopWaiting, waitForStock, waitingFor } from './back-in-stock.js';
import { claimQuote } from './claim-quote.js';
import { createNoticeQueue } from './notice-queue.js';
import { adminPartRequests, createPartRequest, myPartRequests } from './part-request-service.js';

/**
 * Issue 36, "When the part is not there": part requests (a visitor's or a customer's), the shop's
 * answers and their quote links, and "Tell me when it is back". The notices go through the notice
 * queue (notice-queue.ts), started once the database is migrated (lifecycle.ts).
 */
export const partRequestRoutes: FastifyPluginAsync<{ config: Config; notices: QueueLoop }> = async (
  app,
  { config, notices },
) => {
  const route = endpointRouter(app);
  app.addHook('onClose', () => notices.stop());
  // Every request is read by a person at the shop: a few an hour from one address is plenty.
  const perAddress = app.createRateLimit({
    max: PART_REQUESTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `part-request:${request.ip}`,
  });

  /** The signed-in caller of a public route, if any; a browser's cookie only from the shop's own pages. */
  const callerOf = async (request: FastifyRequest) => {
    const caller = await resolveIdentity(app.auth, request);
    if (caller) refuseForeignOrigin(request, caller, config.trustedOrigins);
    return caller;
  };

  route(
    endpoints.createPartRequest,
    async (request) =>
      createPartRequest(app.db, await callerOf(request), request.body, requestLocale(request)),
    {
      // After validation, so only requests that would really be kept count.
      preHandler: async (request, reply) => {
        const limit = await perAddress(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
        throw new HttpError(429, partRequestMessages.tooMany);
      },
    },
  );
  route(endpoints.myPartRequests, (request) => myPartRequests(app.db, currentUser(request)));
  route(endpoints.claimQuote, (request) => claimQuote(app.db, currentUser(request), request.params.token));
  route(endpoints.adminPartRequests, (request) => adminPartRequests(app.db, request.query));
  route(endpoints.answerPartRequest, async (request) => {
    const answered = await answerPartRequest(app.db, request.params.id, request.body, currentUser(request));
    notices.wake();
    return answered;
  });

  route(endpoints.backInStockStatus, (request) =>
    waitingFor(app.db, request.params.id, currentUser(request).id),
  );
  route(endpoints.waitForStock, (request) =>
    waitForStock(app.db, request.params.id, currentUser(request).id),
  );
  route(endpoints.stopWaitingForStock, (request) =>
    stopWaiting(app.db, request.params.id, currentUser(request).id),
  );
};

/** The notice queue (decorated on the app, started by lifecycle.ts) and the routes. */
export async function registerPartRequests(app: FastifyInstance, config: Config): Promise<void> {
  const notices = createNoticeQueue({
    db: app.db,
    mailer: app.mailer,
    sms: app.sms,
    log: app.log,
    shop: { siteName: config.siteName, publicUrl: config.publicUrl, currency: config.currency },
  });
  app.decorate('notices', notices);
  await app.register(partRequestRoutes, { config, notices });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The back-in-stock and part-request notices (tests send them now: `app.notices.sendDue()`). */
    notices: QueueLoop;
  }
}

import { endpoints, paymentResultPath, type SslcommerzReviewItem, toMajorUnits } from '@chaka/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../../db/client.js';
import { type EndpointRequest, endpointRouter } from '../../../lib/endpoint-route.js';
import { HttpError } from '../../../lib/errors.js';
import { currentUser } from '../../../lib/ownership.js';
import { attemptsToReview } from './sslcommerz-attempts.js';
import { orderNumbers } from './sslcommerz-orders.js';
import { handleNotification, type SslcommerzDeps, startSession } from './sslcommerz-service.js';
import { decideHeldPayment } from './sslcommerz-settle.js';

/** The gateway POSTs its forms urlencoded; each field is read as text. */
function parseForm(_request: unknown, body: string, done: (error: Error | null, value?: unknown) => void) {
  done(null, Object.fromEntries(new URLSearchParams(body)));
}

/** SSLCommerz's routes (docs/decisions/010-sslcommerz-client.md), when its store is set. */
export const sslcommerzRoutes: FastifyPluginAsync<{ deps: Omit<SslcommerzDeps, 'log' | 'db'> }> = async (
  app,
  options,
) => {
  const deps: SslcommerzDeps = { ...options.deps, db: app.db, log: app.log };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, parseForm);
  const route = endpointRouter(app);

  route(endpoints.sslcommerzSession, (request) =>
    startSession({ ...deps, log: request.log }, currentUser(request), request.body.orderId),
  );

  route(endpoints.sslcommerzIpn, async (request) => {
    const outcome = await handleNotification({ ...deps, log: request.log }, request.body, 'ipn');
    // 502 makes the gateway send the IPN again later, when the shop can ask about it.
    if (outcome.retry) throw new HttpError(502, outcome.reason ?? 'Try again later');
    return { received: true as const };
  });

  const browserReturn =
    (source: 'success' | 'fail' | 'cancel') =>
    async (request: EndpointRequest<typeof endpoints.sslcommerzSuccess>, reply: FastifyReply) => {
      const outcome = await handleNotification({ ...deps, log: request.log }, request.body, source);
      const reason = outcome.result === 'failed' ? outcome.reason : undefined;
      return reply.redirect(paymentResultPath(outcome.orderId, outcome.result, reason), 303);
    };
  route(endpoints.sslcommerzSuccess, browserReturn('success'));
  route(endpoints.sslcommerzFail, browserReturn('fail'));
  route(endpoints.sslcommerzCancel, browserReturn('cancel'));

  route(endpoints.sslcommerzReview, async () => reviewList(app.db));

  route(endpoints.sslcommerzDecide, (request) =>
    decideHeldPayment(
      { db: app.db, log: request.log, mail: deps.mail },
      request.params.tranId,
      request.body.approve,
      currentUser(request),
    ),
  );
};

async function reviewList(db: Db): Promise<SslcommerzReviewItem[]> {
  const attempts = await attemptsToReview(db);
  const orderIds = [...new Set(attempts.flatMap((attempt) => (attempt.orderId ? [attempt.orderId] : [])))];
  const numbers = await orderNumbers(db, orderIds);
  return attempts.map((attempt) => ({
    tranId: attempt.intentId,
    orderId: attempt.orderId,
    orderNumber: attempt.orderId ? (numbers.get(attempt.orderId) ?? null) : null,
    valId: attempt.valId,
    amount: toMajorUnits(attempt.amountMinor),
    currency: attempt.currency ?? 'USD',
    state: attempt.refund ? 'to_refund' : 'held',
    riskTitle: attempt.riskTitle,
    note: attempt.note,
    updatedAt: attempt.updatedAt.toISOString(),
  }));
}

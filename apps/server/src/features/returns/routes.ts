import path from 'node:path';
import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ReturnPolicyConfig } from '../../config.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { moveReturn } from './move-return.js';
import type { OnlineRefunds } from './online-refunds.js';
import { openReturn } from './open-return.js';
import { confirmRefund, refundReturn } from './refund-return.js';
import { returnPolicyOf } from './return-policy.js';
import { findReturnFor, listReturns } from './return-queries.js';
import type { ReturnsContext } from './returns-context.js';

export interface ReturnRoutesOptions {
  policy: ReturnPolicyConfig;
  dataDir: string;
  /** The payments feature's refunds of online payments, once it offers them (read when a refund is made). */
  onlineRefunds?: () => OnlineRefunds | undefined;
}

/** Returns, refunds and warranty claims (issue 35). */
export const returnRoutes: FastifyPluginAsync<ReturnRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app);
  const context: ReturnsContext = {
    db: app.db,
    policy: options.policy,
    uploadsDir: path.join(options.dataDir, 'uploads'),
    onlineRefunds: options.onlineRefunds,
  };
  // A received return changes the product's stock: cached product answers are out of date.
  const changesStock = { invalidates: ['products'] } as const;
  const policy = returnPolicyOf(options.policy);

  route(endpoints.returnPolicy, () => policy);
  route(endpoints.openReturn, (request) =>
    openReturn(context, request.params.id, currentUser(request), request.body),
  );
  route(endpoints.listReturns, (request) => listReturns(app.db, request.query, currentUser(request)));
  route(endpoints.getReturn, (request) => findReturnFor(app.db, request.params.id, currentUser(request)));
  route(
    endpoints.moveReturn,
    (request) => moveReturn(context, request.params.id, currentUser(request), request.body),
    changesStock,
  );
  route(endpoints.refundReturn, (request) =>
    refundReturn(context, request.params.id, currentUser(request), request.body),
  );
  route(endpoints.confirmRefund, (request) =>
    confirmRefund(context, request.params.id, currentUser(request)),
  );
};

import { endpoints, type Return, type ShopCurrency } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ReturnPolicyConfig } from '../../config.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { moveReturn } from './move-return.js';
import type { OnlineRefunds } from './online-refunds.js';
import { openReturn } from './open-return.js';
import { confirmRefund, refundReturn } from './refund-return.js';
import { createRefundSweep, type RefundSweep } from './refund-sweep.js';
import { sendReturnMail } from './return-mails.js';
import { bookReturnPickup, type ReturnPickups } from './return-pickups.js';
import { returnPolicyOf } from './return-policy.js';
import { findReturnFor, listReturns } from './return-queries.js';
import type { ReturnSmsQueue } from './return-sms.js';
import type { ReturnsContext } from './returns-context.js';

export interface ReturnRoutesOptions {
  policy: ReturnPolicyConfig;
  /** The shop's currency and address, for the customer's mails. */
  currency: ShopCurrency;
  publicUrl: string;
  /** Whether the upload store holds this key: a return's photos must be the shop's own uploads. */
  hasUpload: (key: string) => Promise<boolean>;
  /** The payments feature's refunds of online payments, once it offers them (read when a refund is made). */
  onlineRefunds?: () => OnlineRefunds | undefined;
  /** The shop's SMS queue, which the order SMS go through too (features/returns/return-sms.ts). */
  smsQueue: ReturnSmsQueue;
  /** Return pickups with the couriers whose APIs book them (the app joins the couriers feature). */
  pickups?: () => ReturnPickups | undefined;
  /** Hands over the refund sweep, which runs while the app runs (tests run one now with it). */
  exposeRefundSweep?: (sweep: RefundSweep) => void;
}

/** Returns, refunds and warranty claims (issue 35). */
export const returnRoutes: FastifyPluginAsync<ReturnRoutesOptions> = async (app, options) => {
  const route = endpointRouter(app);
  const context: ReturnsContext = {
    db: app.db,
    policy: options.policy,
    hasUpload: options.hasUpload,
    onlineRefunds: options.onlineRefunds,
    smsQueue: options.smsQueue,
    pickups: options.pickups,
  };
  // A received return changes the product's stock: cached product answers are out of date.
  const changesStock = { invalidates: ['products'] } as const;
  const policy = returnPolicyOf(options.policy);

  route(endpoints.returnPolicy, () => policy);
  const mail = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    currency: options.currency,
    publicUrl: options.publicUrl,
  };
  /**
   * The customer hears of each step once it is committed; the answer does not wait for the mail,
   * and the SMS the step queued goes now.
   */
  const told = (found: Return) => {
    options.smsQueue.wake();
    void sendReturnMail(mail, found);
    return found;
  };

  // Refunds the provider is still processing are followed up on a schedule, not only when asked.
  const refundSweep = createRefundSweep({ context, log: app.log, onMoved: told });
  options.exposeRefundSweep?.(refundSweep);
  const stopSweep = refundSweep.start();
  app.addHook('onClose', async () => stopSweep());

  route(endpoints.openReturn, async (request) =>
    told(await openReturn(context, request.params.id, currentUser(request), request.body)),
  );
  route(endpoints.listReturns, (request) => listReturns(app.db, request.query, currentUser(request)));
  route(endpoints.getReturn, (request) => findReturnFor(app.db, request.params.id, currentUser(request)));
  route(
    endpoints.moveReturn,
    async (request) => told(await moveReturn(context, request.params.id, currentUser(request), request.body)),
    changesStock,
  );
  route(endpoints.refundReturn, async (request) => {
    const before = await findReturnFor(app.db, request.params.id, currentUser(request)).catch(() => null);
    const after = await refundReturn(context, request.params.id, currentUser(request), request.body);
    // Once: when it becomes refunded, not when a refund still processing is asked about again.
    return before?.status === after.status ? after : told(after);
  });
  route(endpoints.bookReturnPickup, (request) =>
    bookReturnPickup(context, request.params.id, currentUser(request)),
  );
  route(endpoints.confirmRefund, (request) =>
    confirmRefund(context, request.params.id, currentUser(request)),
  );
};

import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { preparedStatements } from '../../db/prepared.js';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser, requireSelfOrAdmin } from '../../lib/ownership.js';
import { shopDay } from '../../lib/shop-days.js';
import type { SmsSender } from '../../lib/sms.js';
import { cancelOrder } from './cancel-order.js';
import { checkout } from './checkout.js';
import type { OrderContext } from './order-context.js';
import { createOrderMailQueue } from './order-mail-queue.js';
import { findOrderFor, listOrders, listOrdersOf } from './order-queries.js';
import { searchOrders } from './order-search.js';
import { createOrderSmsQueue } from './order-sms-queue.js';
import { changeOrderStatus, updateOrderDelivery } from './order-status.js';
import { ordersCsv } from './orders-csv.js';
import { readsAsPacker, toPackerOrderDetail } from './packer-view.js';
import { placeOrder } from './place-order.js';
import { createProductSnapshots } from './product-snapshots.js';
import { resendOrderMessage } from './resend-message.js';
import { startUnpaidOrderSweep } from './unpaid-orders.js';

/** The bare address of a "Name <address>" sender: the shop's own mailbox. */
const bareAddress = (from: string) => (from.match(/<([^<>\s]+)>/)?.[1] ?? from).trim();

/** The order services' context, from the app's settings and services. */
export function createOrderContext(
  config: Config,
  {
    sms,
    ...deps
  }: Pick<OrderContext, 'db' | 'payments' | 'mailer' | 'log' | 'returnSmsText'> & {
    sms: SmsSender;
  },
): OrderContext {
  const context: Omit<OrderContext, 'mailQueue' | 'smsQueue'> = {
    ...deps,
    currency: config.currency,
    delivery: config.delivery,
    unpaidOrders: config.unpaidOrders,
    codUnconfirmedTtlHours: config.codUnconfirmedTtlHours,
    caps: config.orderCaps,
    codAdvance: config.codAdvance,
    shopAddress: bareAddress(config.mail.from),
    timeZone: config.timeZone,
    publicUrl: config.publicUrl,
    productSnapshots: createProductSnapshots(),
    prepared: preparedStatements(deps.db),
  };
  // The queues render their mails and texts with the context they belong to.
  const withQueue = context as OrderContext;
  withQueue.mailQueue = createOrderMailQueue(withQueue);
  withQueue.smsQueue = createOrderSmsQueue(withQueue, sms, config.sms.events);
  return withQueue;
}

/**
 * The order routes; while the app runs, the expiry of unpaid orders on a timer. The queue of placed
 * orders' mails is started once the database is migrated (lifecycle.ts); closing waits for the
 * mails being sent (the rest stay queued).
 */
export const orderRoutes: FastifyPluginAsync<{ context: OrderContext }> = async (app, { context }) => {
  const route = endpointRouter(app);
  const stopSweep = startUnpaidOrderSweep(context);
  app.addHook('onClose', async () => {
    stopSweep();
    await Promise.all([context.mailQueue.stop(), context.smsQueue.stop()]);
  });
  // Placing and cancelling change the product's stock: cached product answers are out of date.
  const changesStock = { invalidates: ['products'] } as const;

  route(
    endpoints.placeOrder,
    (request) => placeOrder(context, currentUser(request), request.body),
    changesStock,
  );

  route(endpoints.checkout, (request) => checkout(context, currentUser(request), request.body), changesStock);

  route(endpoints.listOrders, (request) => listOrders(app.db, request.query, currentUser(request)));

  // The admin's search of All Orders and its CSV export (issue 19).
  route(endpoints.searchOrders, (request) =>
    searchOrders(app.db, request.query, context.timeZone, currentUser(request)),
  );

  route(endpoints.exportOrders, (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="orders-${shopDay(new Date(), context.timeZone)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(ordersCsv(app.db, request.query, context.timeZone)),
  );

  route(endpoints.customerOrders, (request) => {
    const caller = requireSelfOrAdmin(request, request.params.email);
    return listOrdersOf(app.db, caller, request.params.email, request.query);
  });

  route(endpoints.getOrder, (request) => findOrderFor(app.db, request.params.id, currentUser(request)));

  route(
    endpoints.cancelOrder,
    async (request) => {
      await cancelOrder(context, request.params.id, currentUser(request));
      return { deletedCount: 1 };
    },
    changesStock,
  );

  route(
    endpoints.changeOrderStatus,
    async (request) => {
      const caller = currentUser(request);
      const moved = await changeOrderStatus(context, request.params.id, caller, request.body);
      // A packer's answer is what they read of the order (packer-view.ts).
      return readsAsPacker(caller) ? toPackerOrderDetail(moved) : moved;
    },
    // A delivered order makes its buyer's reviews verified ones, listed first on the home page.
    { invalidates: ['products', 'reviews'] },
  );

  route(endpoints.updateOrderDelivery, (request) =>
    updateOrderDelivery(context, request.params.id, currentUser(request), request.body),
  );

  route(endpoints.resendOrderMessage, (request) =>
    resendOrderMessage(context, request.params.id, currentUser(request), request.body),
  );
};

import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser, requireSelfOrAdmin } from '../../lib/ownership.js';
import {
  cancelOrder,
  findOrderFor,
  listOrders,
  listOrdersOf,
  type OrderPayments,
  placeOrder,
} from './orders-service.js';

export const orderRoutes: FastifyPluginAsync<{ payments: OrderPayments }> = async (app, { payments }) => {
  const route = endpointRouter(app);
  // Placing and cancelling change the product's stock: cached product answers are out of date.
  const changesStock = { invalidates: ['products'] } as const;

  route(
    endpoints.placeOrder,
    (request) => placeOrder(app.db, currentUser(request), request.body),
    changesStock,
  );

  route(endpoints.listOrders, () => listOrders(app.db));

  route(endpoints.customerOrders, (request) => {
    const caller = requireSelfOrAdmin(request, request.params.email);
    return listOrdersOf(app.db, caller, request.params.email);
  });

  route(endpoints.getOrder, (request) => findOrderFor(app.db, request.params.id, currentUser(request)));

  route(
    endpoints.cancelOrder,
    (request) => cancelOrder(app.db, request.params.id, currentUser(request), payments),
    changesStock,
  );
};

import {
  apiPaths,
  CancelOrderResponseSchema,
  CreateOrderBodySchema,
  EmailParamsSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  OrderListSchema,
  OrderSchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireSelfOrAdmin } from '../../lib/ownership.js';
import {
  cancelOrder,
  findOrderFor,
  listOrders,
  listOrdersOf,
  placeOrder,
  type ReleasePayments,
} from './orders-service.js';

const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

export const orderRoutes: FastifyPluginAsyncZod<{ releasePayments: ReleasePayments }> = async (
  app,
  { releasePayments },
) => {
  app.post(
    apiPaths.orders,
    {
      // The product's stock changed: cached product answers are out of date.
      config: { access: 'user', invalidates: ['products'] },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (customers only; price and stock are decided by the server)',
        body: CreateOrderBodySchema,
        response: { 200: OrderSchema, ...refusals },
      },
    },
    (request) => placeOrder(app.db, currentUser(request), request.body),
  );

  app.get(
    apiPaths.orders,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'All orders, newest first (admins)',
        response: { 200: OrderListSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    () => listOrders(app.db),
  );

  app.get(
    '/api/orders/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "A customer's own orders, newest first (an admin may ask for anyone's)",
        params: EmailParamsSchema,
        response: { 200: OrderListSchema, ...refusals },
      },
    },
    (request) => {
      const caller = requireSelfOrAdmin(request, request.params.email);
      return listOrdersOf(app.db, caller, request.params.email);
    },
  );

  app.get(
    '/api/order/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'One order (its owner or an admin)',
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...refusals },
      },
    },
    (request) => findOrderFor(app.db, request.params.id, currentUser(request)),
  );

  app.delete(
    '/api/orders/:id',
    {
      config: { access: 'user', invalidates: ['products'] },
      schema: {
        tags: ['orders'],
        summary: 'Cancel an unpaid order (its owner or an admin); its quantity goes back to stock',
        params: IdParamsSchema,
        response: { 200: CancelOrderResponseSchema, ...refusals },
      },
    },
    (request) => cancelOrder(app.db, request.params.id, currentUser(request), releasePayments),
  );
};

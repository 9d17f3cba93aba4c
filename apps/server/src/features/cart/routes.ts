import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { readCart, saveCart } from './cart-service.js';

/**
 * The cart kept with the signed-in caller's account. No address names an account, so a caller only
 * ever reads or replaces their own. The checkout of a cart is an order (features/orders/checkout.ts).
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  route(endpoints.myCart, (request) => readCart(app.db, currentUser(request).id));

  route(endpoints.saveCart, (request) => saveCart(app.db, currentUser(request).id, request.body));
};

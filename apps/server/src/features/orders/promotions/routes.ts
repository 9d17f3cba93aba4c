import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../../lib/endpoint-route.js';
import { currentUser } from '../../../lib/ownership.js';
import { quoteCart } from './cart-quote.js';
import { createPromotion, listPromotions, updatePromotion } from './promotions-admin.js';

/** Issue 37: the admin's promotions, and what a cart costs with them (docs/promotions.md). */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  const { timeZone } = app.orders;

  route(endpoints.cartQuote, (request) => quoteCart(app.orders, currentUser(request), request.body));
  route(endpoints.listPromotions, () => listPromotions(app.db));
  route(endpoints.createPromotion, (request) =>
    createPromotion(app.db, timeZone, request.body, currentUser(request)),
  );
  route(endpoints.updatePromotion, (request) =>
    updatePromotion(app.db, timeZone, request.params.id, request.body, currentUser(request)),
  );
};

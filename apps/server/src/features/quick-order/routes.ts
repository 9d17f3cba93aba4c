import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { resolveQuickOrder } from './resolve-lines.js';

/** Issue 37: the quick order of garages, lines of "part number or SKU, quantity" (docs/promotions.md). */
export const quickOrderRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  route(endpoints.resolveQuickOrder, (request) => resolveQuickOrder(app.db, request.body.lines));
};

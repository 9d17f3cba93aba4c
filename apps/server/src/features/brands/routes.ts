import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { createBrand, deleteBrand, updateBrand } from './brands-service.js';

/**
 * The admin's brands (issue 36). The shop's list of them with counts, GET /api/brands, is the
 * products feature's: it counts what the product search finds.
 */
export const brandRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  // A brand shows in every product answer of its parts; its counts are made of products.
  const writes = { invalidates: ['products'] } as const;

  route(endpoints.createBrand, (request) => createBrand(app.db, request.body, currentUser(request)), writes);
  route(
    endpoints.updateBrand,
    (request) => updateBrand(app.db, request.params.id, request.body, currentUser(request)),
    writes,
  );
  route(
    endpoints.deleteBrand,
    (request) => deleteBrand(app.db, request.params.id, currentUser(request)),
    writes,
  );
};

import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { orderDocuments, type ShopHeading } from './documents-service.js';

/** The data of an order's invoice and packing slip (issue 33); the web app prints them. */
export const documentRoutes: FastifyPluginAsync<{ shop: ShopHeading }> = async (app, { shop }) => {
  endpointRouter(app)(endpoints.orderDocuments, async (request, reply) => {
    // An address and a phone number: kept by no shared cache.
    reply.header('cache-control', 'private, no-store');
    return orderDocuments(app.db, shop, request.params.id, currentUser(request), request.query);
  });
};

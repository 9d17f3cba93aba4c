import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { addGroupMember, removeGroupMember } from './group-members.js';
import { createCustomerGroup, listCustomerGroups, updateCustomerGroup } from './groups-admin.js';
import { myPrices } from './my-prices.js';
import { monthlyStatement } from './statement.js';

/** Issue 37, garages: customer groups, the caller's trade prices and monthly statements (docs/promotions.md). */
export const customerGroupRoutes: FastifyPluginAsync<{ timeZone: string }> = async (app, { timeZone }) => {
  const route = endpointRouter(app);
  route(endpoints.listCustomerGroups, () => listCustomerGroups(app.db));
  route(endpoints.createCustomerGroup, (request) =>
    createCustomerGroup(app.db, request.body, currentUser(request)),
  );
  route(endpoints.updateCustomerGroup, (request) =>
    updateCustomerGroup(app.db, request.params.id, request.body, currentUser(request)),
  );
  route(endpoints.addGroupMember, (request) =>
    addGroupMember(app.db, request.params.id, request.params.email, currentUser(request)),
  );
  route(endpoints.removeGroupMember, (request) =>
    removeGroupMember(app.db, request.params.id, request.params.email, currentUser(request)),
  );
  // The caller's own prices: never stored by a cache or a proxy, never shared.
  route(endpoints.myPrices, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return myPrices(app.db, currentUser(request), request.query.ids);
  });
  route(endpoints.monthlyStatement, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return monthlyStatement(app.db, timeZone, currentUser(request), request.params.month);
  });
};

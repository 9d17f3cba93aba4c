import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { deleteUser, listUsers, makeAdmin } from './users-service.js';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  // A role or an account changed: the sessions cached before are read afresh.
  const changesAccounts = { invalidates: ['sessions'] } as const;

  route(endpoints.listUsers, () => listUsers(app.db));

  route(
    endpoints.makeAdmin,
    async (request) => ({ matchedCount: await makeAdmin(app.db, request.params.email) }),
    changesAccounts,
  );

  route(
    endpoints.deleteUser,
    (request) => deleteUser(app.db, currentUser(request), request.params.email),
    changesAccounts,
  );
};

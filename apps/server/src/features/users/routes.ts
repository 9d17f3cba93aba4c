import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/errors.js';
import { currentUser } from '../../lib/ownership.js';
import { deleteUser, listUsers, makeAdmin } from './users-service.js';

export const userRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);
  // A role or an account changed: the sessions cached before are read afresh.
  const changesAccounts = { invalidates: ['sessions'] } as const;

  route(endpoints.listUsers, () => listUsers(app.db));

  route(
    endpoints.makeAdmin,
    async (request) => ({
      matchedCount: await makeAdmin(app.db, currentUser(request), request.params.email),
    }),
    changesAccounts,
  );

  route(
    endpoints.deleteUser,
    (request) => deleteUser(app.db, currentUser(request), request.params.email).catch(refusedDeletion),
    changesAccounts,
  );
};

/**
 * SPEC §7 answers a refused deletion with deletedCount 0 and the reason, which the spec's client
 * shows after "{email} could not be deleted because" (SPEC §8); a 403 stays a 403 (its own message).
 */
function refusedDeletion(error: unknown): { deletedCount: 0; message: string } {
  if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) {
    return { deletedCount: 0, message: error.message };
  }
  throw error;
}

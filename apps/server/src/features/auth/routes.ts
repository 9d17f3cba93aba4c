import { endpoints, requestMessages } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { badRequest } from '../../lib/errors.js';
import { requireOwnAddress, requireSelfOrAdmin } from '../../lib/ownership.js';
import { ensureProfile, isAdmin } from './accounts-service.js';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  route(endpoints.syncUser, async (request) => {
    // Even an admin only ever gets the token of their own session.
    const identity = requireOwnAddress(request, request.params.email);
    if (request.body.email !== request.params.email) throw badRequest(requestMessages.addressMismatch);
    await ensureProfile(app.db, identity.id);
    return { token: identity.sessionToken };
  });

  route(endpoints.adminCheck, async (request) => {
    requireSelfOrAdmin(request, request.params.email);
    // Read from the account itself, not the session: a role granted a moment ago counts at once.
    return { admin: await isAdmin(app.db, request.params.email) };
  });
};

import { accessMessages, endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { requireOwnAddress } from '../../lib/ownership.js';
import { readProfile, updateProfile } from './profile-service.js';

/** A profile is only ever its owner's: not even an admin reads or writes another one here. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  route(endpoints.getProfile, async (request) => {
    const identity = requireOwnAddress(request, request.query.email, accessMessages.notYourProfile);
    return [await readProfile(app.db, identity.id)];
  });

  route(endpoints.updateProfile, async (request) => {
    const identity = requireOwnAddress(request, request.query.email, accessMessages.notYourProfile);
    await updateProfile(app.db, identity.id, request.body);
    return { acknowledged: true };
  });
};

import { accessMessages, endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { unauthorized } from '../../lib/errors.js';
import { requireOwnAddress } from '../../lib/ownership.js';
import { readProfile, updateProfile } from './profile-service.js';

/** A profile is only ever its owner's: not even an admin reads or writes another one here. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  route(endpoints.getProfile, async (request) => {
    const identity = requireOwnAddress(request, request.query.email, accessMessages.notYourProfile);
    const profile = await readProfile(app.db, identity.id);
    // A session cached in its cookie can outlive its account by a few seconds.
    if (!profile) throw unauthorized();
    return [profile];
  });

  route(endpoints.updateProfile, async (request) => {
    const identity = requireOwnAddress(request, request.query.email, accessMessages.notYourProfile);
    if (!(await updateProfile(app.db, identity.id, request.body))) throw unauthorized();
    return { acknowledged: true };
  });
};

import { AUTH_BASE_PATH, isApiPath, isCustomer, messages } from '@chaka/contract';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../lib/auth.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { refuseForeignOrigin } from './origin.js';
import { loadIdentity, resolveIdentity } from './session.js';

/**
 * The access guard: 401 without a session, 403 for a non-admin on an admin route, an admin on a
 * customer's route (admins cannot order) or a browser's change sent from another site. It runs
 * when the request arrives, before its body is even read: who you are is checked before what you
 * sent, so a caller who may not call a route learns nothing from its validation. Whose a resource
 * is, the route's owner check decides next, still before the input is validated
 * (lib/endpoint-route.ts, lib/owner-checks.ts).
 */
export function addAccessGuard(
  app: FastifyInstance,
  { auth, trustedOrigins }: { auth: Auth; trustedOrigins: string[] },
) {
  app.decorateRequest('identity', null);
  app.addHook('onRoute', (route) => {
    const isIdentityService = route.url.startsWith(`${AUTH_BASE_PATH}/`);
    if (isApiPath(route.url) && !isIdentityService && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access (use endpointRouter)`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'anyone') return;
    // An admin route reads the session afresh rather than from the caches.
    const identity =
      access === 'admin' ? await loadIdentity(auth, request) : await resolveIdentity(auth, request);
    if (!identity) throw unauthorized();
    refuseForeignOrigin(request, identity, trustedOrigins);
    if (access === 'admin' && identity.role !== 'admin') throw forbidden();
    if (access === 'customer' && !isCustomer(identity.role)) throw forbidden(messages.orders.adminNotAllowed);
    request.identity = identity;
  });
}

import {
  AUTH_BASE_PATH,
  isApiPath,
  isCustomer,
  isStaffOnly,
  messages,
  permissionOfWho,
} from '@chaka/contract';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../lib/auth.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { refuseForeignOrigin } from './origin.js';
import { loadIdentity, resolveIdentity } from './session.js';

/**
 * The access guard: 401 without a session, 403 on a staff route for a caller whose staff role lacks
 * the permission the route names (docs/decisions/044), an admin on a
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
    // A staff route reads the session afresh rather than from the caches: a role taken away counts at once.
    const staffOnly = isStaffOnly(access);
    const identity = staffOnly ? await loadIdentity(auth, request) : await resolveIdentity(auth, request);
    if (!identity) throw unauthorized();
    refuseForeignOrigin(request, identity, trustedOrigins);
    const permission = permissionOfWho(access);
    if (staffOnly && permission && !identity.permissions.includes(permission)) throw forbidden();
    if (access === 'customer' && !isCustomer(identity.role)) throw forbidden(messages.orders.adminNotAllowed);
    // A copy: the session cache keeps one identity for many requests, each from its own address.
    request.identity = { ...identity, clientAddress: request.ip };
  });
}

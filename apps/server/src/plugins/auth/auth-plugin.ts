import { AUTH_BASE_PATH } from '@chaka/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../../lib/auth.js';
import { addAccessGuard } from './guard.js';
import { STATE_CHANGING } from './origin.js';
import { addAuthProxy } from './proxy.js';
import { decorateSessions } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  trustedOrigins: string[];
}

/** Requests to these paths that succeed and change state may change accounts or sessions. */
const ACCOUNT_PREFIXES = [`${AUTH_BASE_PATH}/`, '/api/user/', '/api/users/', '/user/'];

/** Identity: better-auth's endpoints, the session of each request and the access guard of every route. */
export const authPlugin = fp(async (app: FastifyInstance, { auth, trustedOrigins }: AuthPluginOptions) => {
  app.decorate('auth', auth);
  decorateSessions(app);
  // Mails of requests answered already go out before the process ends.
  app.addHook('onClose', () => auth.settle());

  // A change to accounts or sessions (sign-out, deletion, role, password...) may make any cached
  // identity wrong: they are all read afresh. Before the answer goes out, so the caller's next
  // request already sees the change.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      STATE_CHANGING.has(request.method) &&
      reply.statusCode < 400 &&
      ACCOUNT_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    ) {
      app.sessionCache?.invalidate();
    }
    done(null, payload);
  });

  addAccessGuard(app, { auth, trustedOrigins });
  addAuthProxy(app, auth);
});

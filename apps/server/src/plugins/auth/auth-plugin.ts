import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Auth } from '../../lib/auth.js';
import { addAccessGuard } from './guard.js';
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

/** Identity: better-auth's endpoints, the session of each request and the access guard of every route. */
export const authPlugin = fp(async (app: FastifyInstance, { auth, trustedOrigins }: AuthPluginOptions) => {
  app.decorate('auth', auth);
  decorateSessions(app);
  // Mails of requests answered already go out before the process ends.
  app.addHook('onClose', () => auth.settle());

  addAccessGuard(app, { auth, trustedOrigins });
  addAuthProxy(app, auth, trustedOrigins);
});

import {
  AdminCheckResponseSchema,
  accessMessages,
  EmailParamsSchema,
  ErrorResponseSchema,
  UserSyncBodySchema,
  UserSyncResponseSchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.js';
import { requireOwnAddress, requireSelfOrAdmin } from '../../lib/ownership.js';
import { ensureProfile, isAdmin } from './accounts-service.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Make sure the caller has a profile; answers the bearer token for API clients',
        params: EmailParamsSchema,
        body: UserSyncBodySchema,
        response: {
          200: UserSyncResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      // Even an admin only ever gets the token of their own session.
      const identity = requireOwnAddress(request, request.params.email);
      if (request.body.email !== request.params.email) throw badRequest(accessMessages.addressMismatch);
      await ensureProfile(app.db, identity.id);
      return { token: identity.sessionToken };
    },
  );

  app.get(
    '/admin/:email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Whether the user is an admin (your own address, or any when you are an admin)',
        params: EmailParamsSchema,
        response: { 200: AdminCheckResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.email);
      // Read from the account itself, not the session: a role granted a moment ago counts at once.
      return { admin: await isAdmin(app.db, request.params.email) };
    },
  );
};

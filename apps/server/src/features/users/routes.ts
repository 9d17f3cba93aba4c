import {
  apiPaths,
  DeleteUserResponseSchema,
  EmailParamsSchema,
  ErrorResponseSchema,
  MakeAdminResponseSchema,
  UserListSchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/ownership.js';
import { deleteUser, listUsers, makeAdmin } from './users-service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.users,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Every account, newest first (admin)',
        response: { 200: UserListSchema, ...errors },
      },
    },
    () => listUsers(app.db),
  );

  app.put(
    '/user/admin/:email',
    {
      // A role changed: the sessions cached with the old one are read afresh.
      config: { access: 'admin', invalidates: ['sessions'] },
      schema: {
        tags: ['users'],
        summary: 'Make an account an admin (admin); matchedCount is 0 when no account has the address',
        params: EmailParamsSchema,
        response: { 200: MakeAdminResponseSchema, ...errors },
      },
    },
    async (request) => ({
      matchedCount: await makeAdmin(app.db, request.params.email),
    }),
  );

  app.delete(
    '/api/user/:email',
    {
      config: { access: 'admin', invalidates: ['sessions'] },
      schema: {
        tags: ['users'],
        summary:
          'Delete an account and end its sessions (admin); deletedCount 0 and the reason when refused. Orders stay.',
        params: EmailParamsSchema,
        response: { 200: DeleteUserResponseSchema, ...errors },
      },
    },
    (request) => deleteUser(app.db, currentUser(request), request.params.email),
  );
};

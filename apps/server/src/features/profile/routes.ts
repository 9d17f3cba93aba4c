import {
  AcknowledgedResponseSchema,
  accessMessages,
  EmailQuerySchema,
  ErrorResponseSchema,
  ProfileSchema,
  UpdateProfileBodySchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.js';
import { requireOwnAddress } from '../../lib/ownership.js';
import { readProfile, updateProfile } from './profile-service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** A profile is only ever its owner's: not even an admin reads or writes another one here. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Your own profile, as a one-element list',
        querystring: EmailQuerySchema,
        response: { 200: z.array(ProfileSchema).length(1), ...errors },
      },
    },
    async (request) => {
      const identity = requireOwnAddress(request, request.query.email, accessMessages.notYourProfile);
      const profile = await readProfile(app.db, identity.id);
      // A session cached in its cookie can outlive its account by a few seconds.
      if (!profile) throw unauthorized();
      return [profile];
    },
  );

  app.patch(
    '/api/users/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        summary: 'Update your own profile (education, number, address, links, image)',
        querystring: EmailQuerySchema,
        body: UpdateProfileBodySchema,
        response: { 200: AcknowledgedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const identity = requireOwnAddress(request, request.query.email, accessMessages.notYourProfile);
      if (!(await updateProfile(app.db, identity.id, request.body))) throw unauthorized();
      return { acknowledged: true };
    },
  );
};

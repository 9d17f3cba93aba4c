import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';
import {
  AcknowledgedResponseSchema,
  AdminCheckResponseSchema,
  DeleteUserResponseSchema,
  EmailParamsSchema,
  EmailQuerySchema,
  MakeAdminResponseSchema,
  ProfileAnswerSchema,
  UpdateProfileBodySchema,
  UserListSchema,
  UserSyncBodySchema,
  UserSyncResponseSchema,
} from '../users.js';

/** Accounts (the spec's user sync and admin check), user management and the profile. */
export const accountEndpoints = {
  syncUser: defineEndpoint({
    ...routes.syncUser,
    tag: 'users',
    summary: 'Make sure the caller has a profile; answers the bearer token for API clients',
    params: EmailParamsSchema,
    body: UserSyncBodySchema,
    response: UserSyncResponseSchema,
  }),
  adminCheck: defineEndpoint({
    ...routes.adminCheck,
    tag: 'users',
    summary: 'Whether the user is an admin (your own address, or any when you are an admin)',
    params: EmailParamsSchema,
    response: AdminCheckResponseSchema,
  }),
  listUsers: defineEndpoint({
    ...routes.listUsers,
    tag: 'users',
    summary: 'Every account, newest first (admin)',
    response: UserListSchema,
  }),
  makeAdmin: defineEndpoint({
    ...routes.makeAdmin,
    tag: 'users',
    summary: 'Make an account an admin (admin); matchedCount is 0 when no account has the address',
    params: EmailParamsSchema,
    response: MakeAdminResponseSchema,
  }),
  deleteUser: defineEndpoint({
    ...routes.deleteUser,
    tag: 'users',
    summary:
      'Delete an account and end its sessions (admin); deletedCount 0 and the reason when refused. Orders stay.',
    params: EmailParamsSchema,
    response: DeleteUserResponseSchema,
  }),
  getProfile: defineEndpoint({
    ...routes.getProfile,
    tag: 'users',
    summary: 'Your own profile, as a one-element list',
    querystring: EmailQuerySchema,
    response: ProfileAnswerSchema,
  }),
  updateProfile: defineEndpoint({
    ...routes.updateProfile,
    tag: 'users',
    summary: 'Update your own profile (education, number, address, links, image)',
    querystring: EmailQuerySchema,
    body: UpdateProfileBodySchema,
    response: AcknowledgedResponseSchema,
  }),
};

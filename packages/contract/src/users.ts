import { z } from 'zod';
import { EmailSchema, imageUrl, requiredText, webUrl } from './common.js';
import { LIMITS } from './constants.js';
import { messages } from './messages.js';
import { ROLES } from './roles.js';

export const RoleSchema = z.enum(ROLES);

/** The profile of SPEC §3 "User", as GET /api/users/me answers it (inside a one-element list). */
export const ProfileSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  education: z.string().nullable(),
  number: z.string().nullable(),
  address: z.string().nullable(),
  facebook: z.string().nullable(),
  linkedin: z.string().nullable(),
  image: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The account's own phone number (its sign-in number, `+8801712345678`), set only by a code sent
   * to it (POST /api/phone/verify, issue 34); null when it has none.
   */
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;
/** GET /api/users/me answers the profile inside a one-element list (SPEC §7). */
export const ProfileAnswerSchema = z.array(ProfileSchema).length(1);

const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,19}$/;

/** PATCH /api/users/me. Role, email and dates are never taken from a body. */
export const UpdateProfileBodySchema = z.object({
  education: requiredText(messages.profile.educationRequired, LIMITS.profileFieldLength),
  number: requiredText(messages.profile.numberRequired, 24).regex(
    PHONE_PATTERN,
    'Number must be a phone number such as +880 1712 345678',
  ),
  address: requiredText(messages.profile.addressRequired, LIMITS.profileFieldLength),
  linkedin: webUrl(messages.profile.linkedinRequired, 'LinkedIn must be a link starting with https://'),
  facebook: webUrl(messages.profile.facebookRequired, 'Facebook must be a link starting with https://'),
  image: imageUrl(messages.profile.imageRequired),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const EmailQuerySchema = z.object({ email: EmailSchema });
export const EmailParamsSchema = z.object({ email: EmailSchema });

/** PUT /api/user/{email}: the spec's user sync after sign-in. */
export const UserSyncBodySchema = z.object({
  email: EmailSchema,
  uid: z.string().max(255).optional(),
});
export const UserSyncResponseSchema = z.object({ token: z.string() });
export const AdminCheckResponseSchema = z.object({ admin: z.boolean() });

export const UserListItemSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserListSchema = z.array(UserListItemSchema);

export const MakeAdminResponseSchema = z.object({ matchedCount: z.number().int() });
/** Why a deletion was refused; each reads on after "{email} could not be deleted because" (SPEC §8). */
export const deletionRefusals = {
  self: 'an admin cannot delete their own account',
  lastAdmin: 'it is the last admin account and the shop needs at least one',
  unknown: 'there is no account with this address',
} as const;

export const DeleteUserResponseSchema = z.object({ deletedCount: z.number().int(), message: z.string() });
export const AcknowledgedResponseSchema = z.object({ acknowledged: z.boolean() });

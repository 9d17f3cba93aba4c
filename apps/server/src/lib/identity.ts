import {
  normaliseEmail,
  type Permission,
  permissionsOf,
  type Role,
  roleOf,
  type StaffRole,
  staffRoleOf,
} from '@chaka/contract';

/** The signed-in caller of a request, as the session names them. */
export interface Identity {
  id: string;
  /** Normalised once here (trimmed, lower case): every comparison with it can use `===`. */
  email: string;
  name: string;
  role: Role;
  /** The staff role (an admin is an owner), null for a customer (docs/decisions/044). */
  staffRole: StaffRole | null;
  /** What the staff role lets them do. */
  permissions: readonly Permission[];
  image: string | null;
  /** The session's token: what API clients send as `Authorization: Bearer`. */
  sessionToken: string;
  /** What proved it: an API client's bearer token, or a browser's session cookie. */
  credential: Credential;
  /** The client's address for this request (the audit log's), set by the access guard. */
  clientAddress?: string;
}

export type Credential = 'bearer' | 'cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access guard on every route that needs a signed-in caller. */
    identity: Identity | null;
  }
}

/** The identity of a session's user, as better-auth answers it. */
export function toIdentity(
  user: {
    id: string;
    email: string;
    name: string;
    role?: string | null;
    staffRole?: string | null;
    image?: string | null;
  },
  session: { token: string },
  credential: Credential,
): Identity {
  return {
    id: user.id,
    email: normaliseEmail(user.email),
    name: user.name,
    role: roleOf(user.role),
    staffRole: staffRoleOf(user.role, user.staffRole),
    permissions: permissionsOf(staffRoleOf(user.role, user.staffRole)),
    image: user.image ?? null,
    sessionToken: session.token,
    credential,
  };
}

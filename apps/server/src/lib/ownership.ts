import { accessMessages, type Permission } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { user } from '../db/schema/index.js';
import { forbidden, unauthorized } from './errors.js';
import type { Identity } from './identity.js';

/**
 * The one ownership policy of the shop: whether a resource is the caller's own, or the caller is
 * staff with the permission the route names (docs/decisions/044). A resource belongs to an account by its id, never by an e-mail address: an address can
 * pass to a new account once the old one is deleted, an id never does. Addresses in paths and
 * queries are compared in the one spelling both sides were normalised to (EmailSchema, Identity).
 */

/** The caller of a route the access guard let through (401 if there is none). */
export function currentUser(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthorized();
  return request.identity;
}

/** Whether the resource of account `ownerId` is the caller's own. */
export const isOwner = (caller: Identity, ownerId: string | null) =>
  ownerId !== null && caller.id === ownerId;

/** A resource of account `ownerId` is for that account only, not even for an admin (403). */
export function assertOwner(caller: Identity, ownerId: string | null): void {
  if (!isOwner(caller, ownerId)) throw forbidden();
}

/** A resource of account `ownerId` is for that account or staff with `permission` (403). */
export function assertOwnerOrAdmin(
  caller: Identity,
  ownerId: string | null,
  permission: Permission = 'orders.read',
): void {
  if (!caller.permissions.includes(permission) && !isOwner(caller, ownerId)) throw forbidden();
}

/** `{email}` in a path must be the caller's own address unless the caller is staff with `permission` (403). */
export function requireSelfOrAdmin(
  request: FastifyRequest,
  email: string,
  permission: Permission = 'customers.read',
): Identity {
  const caller = currentUser(request);
  if (!caller.permissions.includes(permission) && caller.email !== email) throw forbidden();
  return caller;
}

/** An address that must be the caller's own, whoever the caller is (403 with `message`). */
export function requireOwnAddress(
  request: FastifyRequest,
  email: string,
  message: string = accessMessages.notYours,
): Identity {
  const caller = currentUser(request);
  if (caller.email !== email) throw forbidden(message);
  return caller;
}

/**
 * The account that has the address now, for a caller `requireSelfOrAdmin` let through: the
 * caller's own account, or (for an admin) whichever account holds it; null when none does.
 */
export async function accountOfAddress(db: Db, caller: Identity, email: string): Promise<string | null> {
  if (caller.email === email) return caller.id;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

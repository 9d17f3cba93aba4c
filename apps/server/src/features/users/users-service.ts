import { deletionRefusals, messages, roleOf, staffRoleOf, type UserListItem } from '@chaka/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { type Actor, recordAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';

/** Every account, newest first (the admin's All Users screen). */
export async function listUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, createdAt: user.createdAt })
    .from(user)
    .orderBy(desc(user.createdAt), asc(user.email));
  return rows.map((row) => ({
    _id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row.role),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Makes the account an admin, which is an owner (docs/decisions/044); answers how many accounts
 * matched (0 or 1), as the spec's client reads it. The change and its audit entry are one transaction.
 */
export async function makeAdmin(db: Db, caller: Identity, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ role: user.role, staffRole: user.staffRole })
      .from(user)
      .where(eq(user.email, email))
      .for('update');
    if (!target) return 0;
    await tx.update(user).set({ role: 'admin', staffRole: null }).where(eq(user.email, email));
    await recordAudit(tx, caller, {
      kind: 'staff.role',
      subject: `user:${email}`,
      before: { role: staffRoleOf(target.role, target.staffRole) },
      after: { role: 'owner' },
    });
    return 1;
  });
}

export interface DeleteUserResult {
  deletedCount: number;
  message: string;
}

/**
 * Deletes an account with its sessions, sign-in methods and profile (they cascade). Orders keep
 * their own copy of the buyer and stay for the shop's records; so do reviews, which carry their
 * author's name and photo. Refused with 409 for the caller's own account or the last admin, 404
 * when no account has the address; the message is the reason (deletionRefusals).
 */
export async function deleteUser(db: Db, caller: Actor, email: string): Promise<DeleteUserResult> {
  if (caller.email === email) throw conflict(deletionRefusals.self);
  return db.transaction(async (tx) => {
    // Every admin row is locked first, always in the same order: two admins deleting each other at
    // the same moment then run one after the other, and the second sees it would remove the last.
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, 'admin'))
      .orderBy(asc(user.id))
      .for('update');
    const [target] = await tx
      .select({ id: user.id, name: user.name, role: user.role, staffRole: user.staffRole })
      .from(user)
      .where(eq(user.email, email))
      .for('update');
    if (!target) throw notFound(deletionRefusals.unknown);
    if (target.role === 'admin' && admins.length <= 1) throw conflict(deletionRefusals.lastAdmin);
    await tx.delete(user).where(eq(user.id, target.id));
    await recordAudit(tx, caller, {
      kind: 'user.delete',
      subject: `user:${email}`,
      before: { name: target.name, role: staffRoleOf(target.role, target.staffRole) },
      after: null,
    });
    return { deletedCount: 1, message: messages.users.deleted(email) };
  });
}

import {
  type MyPermissions,
  roleRank,
  type StaffMember,
  type StaffRole,
  staffMessages,
  staffRoleOf,
} from '@chaka/contract';
import { asc, eq, isNotNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';

/** GET /api/me/permissions. */
export const myPermissions = (caller: Identity): MyPermissions => ({
  role: caller.staffRole,
  permissions: [...caller.permissions],
});

const ORDER: Record<StaffRole, number> = { owner: 0, manager: 1, support: 2, packer: 3 };

/** GET /api/admin/staff: everyone with a staff role, owners first, then by address. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, staffRole: user.staffRole })
    .from(user)
    .where(or(eq(user.role, 'admin'), isNotNull(user.staffRole)))
    .orderBy(asc(user.email));
  return rows
    .map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      role: staffRoleOf(row.role, row.staffRole)!,
    }))
    .sort((a, b) => ORDER[a.role] - ORDER[b.role]);
}

/**
 * Locks every owner's row, always in the same order, and answers how many there are: two owners
 * demoting or deleting each other at the same moment then run one after the other, and the second
 * sees it would remove the last owner (also the spec's user deletion, users-service.ts).
 */
export async function lockOwners(tx: Tx): Promise<number> {
  const owners = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(asc(user.id))
    .for('update');
  return owners.length;
}

/**
 * PUT /api/admin/staff/{email}: gives the account a staff role, or takes it away (null). An owner
 * is stored as the spec's `admin` role; the other roles in the staff column. Nobody changes their
 * own role or gives a role above their own, and the last owner stays an owner. The change and its
 * audit entry are written in one transaction.
 */
export async function setStaffRole(
  db: Db,
  caller: Identity,
  email: string,
  role: StaffRole | null,
): Promise<StaffMember | null> {
  if (caller.email === email) throw conflict(staffMessages.ownRole);
  if (roleRank(role) > roleRank(caller.staffRole)) throw forbidden(staffMessages.raiseAbove);
  return db.transaction(async (tx) => {
    const owners = await lockOwners(tx);
    const [target] = await tx
      .select({ id: user.id, email: user.email, name: user.name, role: user.role, staffRole: user.staffRole })
      .from(user)
      .where(eq(user.email, email))
      .for('update');
    if (!target) throw notFound(staffMessages.unknownAccount);
    const before = staffRoleOf(target.role, target.staffRole);
    if (before === 'owner' && role !== 'owner' && owners <= 1) throw conflict(staffMessages.lastOwner);
    await tx
      .update(user)
      .set(role === 'owner' ? { role: 'admin', staffRole: null } : { role: 'user', staffRole: role })
      .where(eq(user.id, target.id));
    await recordAudit(tx, caller, {
      kind: 'staff.role',
      subject: `user:${target.email}`,
      before: { role: before },
      after: { role },
    });
    return role ? { id: target.id, email: target.email, name: target.name, role } : null;
  });
}

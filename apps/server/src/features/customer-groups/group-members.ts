import { type CustomerGroup, customerGroupMessages, normaliseEmail } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { customerGroupMembers, user } from '../../db/schema/index.js';
import { type Actor, recordAudit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { lockedGroup, readOne } from './groups-admin.js';

// Issue 37, garages: who is in a customer group (docs/promotions.md); each change in the audit log.

/** The account of an address, with the group it is in now: a customer (an admin cannot be in a group), or 404. */
async function customerOf(tx: Tx, email: string) {
  const [account] = await tx
    .select({ id: user.id, email: user.email, role: user.role, groupId: customerGroupMembers.groupId })
    .from(user)
    .leftJoin(customerGroupMembers, eq(customerGroupMembers.userId, user.id))
    .where(eq(user.email, normaliseEmail(email)))
    .for('update', { of: user });
  if (!account) throw notFound(customerGroupMessages.noAccount);
  if (account.role === 'admin') throw badRequest(customerGroupMessages.adminNotMember);
  return account;
}

/** A change of membership, as the audit log keeps it: the account and its group before and after. */
const auditMember = (
  tx: Tx,
  staff: Actor,
  groupId: string,
  account: { email: string; groupId: string | null },
  after: string | null,
) =>
  recordAudit(tx, staff, {
    kind: 'customer-group.member',
    subject: `customer-group:${groupId}`,
    before: { email: account.email, groupId: account.groupId },
    after: { email: account.email, groupId: after },
  });

/** PUT /api/admin/customer-groups/{id}/members/{email}: the account joins, leaving any other group. */
export function addGroupMember(db: Db, id: string, email: string, staff: Actor): Promise<CustomerGroup> {
  return db.transaction(async (tx) => {
    await lockedGroup(tx, id);
    const account = await customerOf(tx, email);
    await tx
      .insert(customerGroupMembers)
      .values({ userId: account.id, groupId: id })
      .onConflictDoUpdate({ target: customerGroupMembers.userId, set: { groupId: id, addedAt: new Date() } });
    await auditMember(tx, staff, id, account, id);
    return readOne(tx, id);
  });
}

/** DELETE /api/admin/customer-groups/{id}/members/{email}: the account pays list prices again. */
export function removeGroupMember(db: Db, id: string, email: string, staff: Actor): Promise<CustomerGroup> {
  return db.transaction(async (tx) => {
    await lockedGroup(tx, id);
    const account = await customerOf(tx, email);
    if (account.groupId === id) {
      await tx.delete(customerGroupMembers).where(eq(customerGroupMembers.userId, account.id));
      await auditMember(tx, staff, id, account, null);
    }
    return readOne(tx, id);
  });
}

import type { AuditKind } from '@chaka/contract';
import type { Db, Tx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import type { Identity } from './identity.js';

/** Who made a change: the caller the access guard let through (a customer has no staff role). */
export type Actor = Pick<Identity, 'id' | 'email' | 'name'> &
  Partial<Pick<Identity, 'staffRole' | 'clientAddress'>>;

/** One staff write, as the audit log keeps it. */
export interface AuditChange {
  kind: AuditKind;
  /** What was changed: `order:<id>`, `product:<id>`, `user:<email>`, `promotion:<id>`… */
  subject: string;
  orderId?: string | null;
  productId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write in the audit log (docs/decisions/044). Every write path calls it with the
 * transaction of its change, so the entry and the change are kept or rolled back together: a
 * change that fails leaves no entry. Who it was and from which address come from the caller the
 * access guard let through. A customer's own writes (a customer cancelling their order) are not
 * staff writes and are not recorded.
 */
export async function recordAudit(tx: Tx | Db, caller: Actor, change: AuditChange): Promise<void> {
  if (!caller.staffRole) return;
  await tx.insert(auditLog).values({
    actorId: caller.id,
    actorEmail: caller.email,
    actorName: caller.name,
    kind: change.kind,
    subject: change.subject,
    orderId: change.orderId ?? null,
    productId: change.productId ?? null,
    before: jsonValue(change.before),
    after: jsonValue(change.after),
    clientAddress: caller.clientAddress ?? null,
  });
}

/** A value as JSON stores it (dates as ISO text, undefined as null). */
function jsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

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
  await recordAudits(tx, caller, [change]);
}

// Ten parameters an entry: a thousand entries a statement stay far below PostgreSQL's 65,535.
const ENTRIES_PER_STATEMENT = 1000;

/** Several changes of one write (a catalogue import's products), a thousand entries a statement. */
export async function recordAudits(
  tx: Tx | Db,
  caller: Actor,
  changes: readonly AuditChange[],
): Promise<void> {
  if (!caller.staffRole) return;
  const rows = changes.map((change) => ({
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
  }));
  for (let start = 0; start < rows.length; start += ENTRIES_PER_STATEMENT)
    await tx.insert(auditLog).values(rows.slice(start, start + ENTRIES_PER_STATEMENT));
}

/** A row as the audit log keeps it: its own fields, without the times it was created and updated. */
export function auditRow<Row extends object>(row: Row): Omit<Row, 'createdAt' | 'updatedAt'> {
  const {
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = row as Row & {
    createdAt?: unknown;
    updatedAt?: unknown;
  };
  return fields;
}

/** The fields an edit changed, as they were and as they are (times left out). */
export function changedFields(
  before: object,
  after: object,
): [Record<string, unknown>, Record<string, unknown>] {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  const old = auditRow(before) as Record<string, unknown>;
  for (const [key, value] of Object.entries(auditRow(after))) {
    if (JSON.stringify(value) === JSON.stringify(old[key])) continue;
    was[key] = old[key];
    is[key] = value;
  }
  return [was, is];
}

/** A value as JSON stores it (dates as ISO text, undefined as null). */
function jsonValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value));
}

import type { Tx } from '../../db/client.js';
import type { returns } from '../../db/schema/index.js';
import { type Actor, changedFields, recordAudit } from '../../lib/audit.js';
import { returnNumberOf } from './return-queries.js';

type ReturnRow = typeof returns.$inferSelect;

/** What the audit log keeps of a return: the shop's decisions and its refund, not the provider's answer. */
const decisions = (row: ReturnRow) => ({
  status: row.status,
  rejectionReason: row.rejectionReason,
  damaged: row.damaged,
  shopAtFault: row.shopAtFault,
  refundMinor: row.refundMinor,
  refundFeeMinor: row.refundFeeMinor,
  refundMethod: row.refundMethod,
  refundReference: row.refundReference,
  refundStatus: row.refundStatus,
});

/**
 * A decision on a return (`return.decide`) or its refund (`refund.issue`) in the audit log, in the
 * transaction of the change (docs/decisions/044): the fields it changed, as they were and are.
 */
export async function auditReturn(
  tx: Tx,
  staff: Actor,
  kind: 'return.decide' | 'refund.issue',
  before: ReturnRow,
  after: ReturnRow,
): Promise<void> {
  const [was, is] = changedFields(decisions(before), decisions(after));
  await recordAudit(tx, staff, {
    kind,
    subject: `return:${returnNumberOf(after)}`,
    orderId: after.orderId,
    before: was,
    after: is,
  });
}

import type { Return } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { returnEvents, returns } from '../../db/schema/index.js';
import { type ReturnRecord, recordOf, toReturn } from './return-queries.js';
import { lockOrder, type ReturnsContext } from './returns-context.js';

/** Whether a return's refund is still on its way at the payment provider (SSLCommerz: until `refunded`). */
export const isRefundProcessing = ({ row }: ReturnRecord) =>
  row.status === 'refunded' && row.refundStatus === 'processing' && row.refundMethod !== 'manual';

/**
 * POST /api/returns/{id}/refund again, and the refund sweep (refund-sweep.ts), on a refund the
 * provider is still processing: asks the provider where it stands (SSLCommerz's refund query by
 * refund_ref_id) and records it, `by` the admin or the provider. Finished,
 * the refund is complete; failed, the return is received again, its refund undone, so the admin
 * can refund it by hand or try again; still processing, nothing changes.
 */
export async function followRefund(
  context: ReturnsContext,
  record: ReturnRecord,
  by: string,
): Promise<Return> {
  const online = context.onlineRefunds?.();
  const { row } = record;
  if (!online || !row.refundReference || row.refundMethod === 'manual' || !row.refundMethod)
    return toReturn(record);
  const now = await online.refundStatus({ provider: row.refundMethod, reference: row.refundReference });
  if (now.status === 'processing') return toReturn(record);
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, record.order.id);
    const [found] = await tx.select().from(returns).where(eq(returns.id, row.id)).for('update');
    const locked = found!;
    // Another request recorded it meanwhile.
    if (locked.refundStatus !== 'processing') return toReturn(await recordOf(tx, locked, order));
    const changes =
      now.status === 'refunded'
        ? { refundStatus: 'refunded' as const, refundAnswer: now.answer ?? null }
        : {
            status: 'received' as const,
            refundMinor: null,
            refundFeeMinor: null,
            refundMethod: null,
            refundReference: null,
            refundStatus: null,
            refundAnswer: now.answer ?? null,
            refundedAt: null,
          };
    const [updated] = await tx.update(returns).set(changes).where(eq(returns.id, row.id)).returning();
    await tx.insert(returnEvents).values({
      returnId: row.id,
      status: now.status === 'refunded' ? 'refunded' : 'received',
      by,
      note:
        now.status === 'refunded' ? 'Refund completed' : `Refund failed: ${now.reason ?? 'no reason given'}`,
    });
    return toReturn(await recordOf(tx, updated!, order));
  });
}

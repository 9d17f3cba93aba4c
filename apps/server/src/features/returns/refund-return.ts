import {
  canMoveReturn,
  isId,
  type RefundReturnBody,
  type Return,
  returnMessages,
  toMajorDecimal,
} from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { returnEvents, returns } from '../../db/schema/index.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { assertOwner } from '../../lib/ownership.js';
import { followRefund, isRefundProcessing } from './refund-progress.js';
import { refundAmountOf } from './return-amounts.js';
import { auditReturn } from './return-audit.js';
import {
  linesMinorOf,
  type ReturnRecord,
  readReturn,
  recordOf,
  returnNumberOf,
  toReturn,
} from './return-queries.js';
import { queueReturnSms, type ReturnSmsQueue } from './return-sms.js';
import { lockOrder, type ReturnsContext } from './returns-context.js';

/** The return and its order, both locked, with what it refunds now; 409 unless it may be refunded. */
async function lockForRefund(tx: Tx, id: string) {
  const { order: unlocked } = await readReturn(tx, id);
  const order = await lockOrder(tx, unlocked.id);
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
  const record = await recordOf(tx, row!, order);
  if (!canMoveReturn(record.row.status, 'refunded'))
    throw conflict(returnMessages.cannotMove(record.row.status, 'refunded'));
  const amount = refundAmountOf(order, record.row, linesMinorOf(record.lines), record.others);
  if (amount.totalMinor <= 0) throw conflict(returnMessages.nothingToRefund);
  return { record, amount };
}

interface RefundWritten {
  method: 'manual' | 'sslcommerz' | 'card';
  reference: string | null;
  status: 'refunded' | 'processing';
  answer?: unknown;
}

async function writeRefund(
  tx: Tx,
  record: ReturnRecord,
  amount: { totalMinor: number; feeMinor: number },
  refund: RefundWritten,
  admin: Identity,
  smsQueue: ReturnSmsQueue,
) {
  const [refunded] = await tx
    .update(returns)
    .set({
      status: 'refunded',
      refundMinor: amount.totalMinor,
      refundFeeMinor: amount.feeMinor,
      refundMethod: refund.method,
      refundReference: refund.reference,
      refundStatus: refund.status,
      refundAnswer: refund.answer ?? null,
      refundedAt: new Date(),
    })
    .where(eq(returns.id, record.row.id))
    .returning();
  const how = refund.method === 'manual' ? 'Refunded by hand' : `Refunded through ${refund.method}`;
  const note = `${how}: ${toMajorDecimal(amount.totalMinor)}${refund.reference ? ` (${refund.reference})` : ''}`;
  await tx.insert(returnEvents).values({ returnId: record.row.id, status: 'refunded', by: admin.name, note });
  await queueReturnSms(tx, smsQueue, record.row.id, 'return_refunded');
  await auditReturn(tx, admin, 'refund.issue', record.row, refunded!);
  return toReturn(await recordOf(tx, refunded!, record.order));
}

/**
 * POST /api/returns/{id}/refund (admins), once the parts are received. `method: 'manual'` records
 * money paid back by hand (bKash/Nagad or cash; the reference says which), for a cash order or any
 * other. Otherwise an order paid online is refunded by its payment provider: the provider is asked
 * outside any transaction (its answer can take seconds), the return's id making a retry the same
 * refund, and the answer is written after checking again that nothing moved meanwhile. Asked
 * again while the provider is still processing it, it follows the refund (refund-progress.ts).
 */
export async function refundReturn(
  context: ReturnsContext,
  id: string,
  admin: Identity,
  body: RefundReturnBody,
): Promise<Return> {
  if (!isId(id)) throw notFound(returnMessages.notFound);
  const current = await readReturn(context.db, id);
  if (isRefundProcessing(current)) return followRefund(context, current, admin.name);
  if (body.method === 'manual') {
    return context.db.transaction(async (tx) => {
      const { record, amount } = await lockForRefund(tx, id);
      const refund = { method: 'manual', reference: body.reference || null, status: 'refunded' } as const;
      return writeRefund(tx, record, amount, refund, admin, context.smsQueue);
    });
  }
  const { record, amount } = await context.db.transaction((tx) => lockForRefund(tx, id));
  if (record.order.paymentMethod !== 'online') throw conflict(returnMessages.cashNeedsManual);
  const online = context.onlineRefunds?.();
  const payment = online ? await online.settledPayment(record.order.id) : null;
  if (!online || !payment) throw conflict(returnMessages.onlineRefundUnavailable);
  const refunded = record.others.reduce(
    (sum, other) => sum + (other.refundedAt ? (other.refundMinor ?? 0) : 0),
    0,
  );
  const answer = await online.refundOrderPayment({
    orderId: record.order.id,
    amountMinor: amount.totalMinor,
    remarks: `Return ${returnNumberOf(record.row)}`,
    refundKey: record.row.id,
    refundedMinor: refunded,
  });
  if (answer.status === 'failed')
    throw new HttpError(502, returnMessages.refundFailed(answer.reason ?? 'no reason given'));
  const { provider, reference, status } = answer;
  return context.db.transaction(async (tx) => {
    const again = await lockForRefund(tx, id);
    const refund = {
      method: provider,
      reference,
      status,
      answer: answer.answer,
    };
    return writeRefund(tx, again.record, amount, refund, admin, context.smsQueue);
  });
}

/** POST /api/returns/{id}/refund/confirmation (the return's customer): a manual refund reached them. */
export async function confirmRefund(context: ReturnsContext, id: string, caller: Identity): Promise<Return> {
  if (!isId(id)) throw notFound(returnMessages.notFound);
  return context.db.transaction(async (tx) => {
    const { order: unlocked } = await readReturn(tx, id);
    const order = await lockOrder(tx, unlocked.id);
    const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    assertOwner(caller, row!.userId);
    if (row!.status !== 'refunded' || row!.refundMethod !== 'manual')
      throw conflict(returnMessages.notManual);
    if (row!.customerConfirmedAt) throw conflict(returnMessages.confirmedAlready);
    const [confirmed] = await tx
      .update(returns)
      .set({ customerConfirmedAt: new Date() })
      .where(eq(returns.id, id))
      .returning();
    await tx
      .insert(returnEvents)
      .values({ returnId: id, status: 'refund_confirmed', by: caller.name, note: null });
    return toReturn(await recordOf(tx, confirmed!, order));
  });
}

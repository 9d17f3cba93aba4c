import { canMoveReturn, isId, type MoveReturnBody, type Return, returnMessages } from '@chaka/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { products, returnEvents, returns } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { recordStockChange } from '../../lib/stock-history.js';
import { auditReturn } from './return-audit.js';
import { pickupOnApproval } from './return-pickups.js';
import { type ReturnRecord, readReturn, recordOf, returnNumberOf, toReturn } from './return-queries.js';
import { queueReturnSms } from './return-sms.js';
import { lockOrder, type ReturnsContext } from './returns-context.js';

/**
 * The returned parts come back: into stock, or written off when they came back damaged; either
 * way the stock history says "return RT-10001". Products are locked in the order of their ids, as
 * the order services lock them, so a receipt and a checkout never deadlock.
 */
async function takeBackParts(tx: Tx, record: ReturnRecord, damaged: boolean, by: string, userId: string) {
  const note = `return ${returnNumberOf(record.row)}`;
  const lines = record.lines.filter((line) => line.productId !== null);
  const ids = [...new Set(lines.map((line) => line.productId!))];
  if (ids.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('no key update');
  for (const line of [...lines].sort((a, b) => (a.productId! < b.productId! ? -1 : 1))) {
    const common = { productId: line.productId!, by, userId, orderId: record.order.id, note };
    if (damaged) {
      const [product] = await tx
        .select({ qty: products.availableQty })
        .from(products)
        .where(eq(products.id, line.productId!));
      if (!product) continue;
      const qty = product.qty;
      await recordStockChange(tx, {
        ...common,
        before: qty,
        after: qty,
        reason: 'write-off',
        writtenOff: line.quantity,
      });
      continue;
    }
    const [restored] = await tx
      .update(products)
      .set({ availableQty: sql`${products.availableQty} + ${line.quantity}` })
      .where(eq(products.id, line.productId!))
      .returning({ after: products.availableQty });
    if (!restored) continue;
    await recordStockChange(tx, {
      ...common,
      before: restored.after - line.quantity,
      after: restored.after,
      reason: 'return',
    });
  }
}

/** What a move writes on the return, and the note of its event; 409/400 when it may not be made. */
function moveOf(record: ReturnRecord, body: MoveReturnBody) {
  const { row } = record;
  if (!canMoveReturn(row.status, body.status))
    throw conflict(returnMessages.cannotMove(row.status, body.status));
  const shopAtFault = body.shopAtFault ?? row.shopAtFault;
  switch (body.status) {
    case 'rejected':
      if (!body.reason) throw badRequest(returnMessages.rejectionReasonNeeded);
      return { changes: { rejectionReason: body.reason }, note: body.reason };
    case 'received': {
      const damaged = body.damaged ?? false;
      return {
        changes: { damaged, shopAtFault },
        note: damaged ? 'Written off as damaged' : 'Back in stock',
      };
    }
    default:
      return { changes: { shopAtFault }, note: body.reason || null };
  }
}

/**
 * PATCH /api/returns/{id} (admins): approve, reject with a reason, or receive (the parts back in
 * stock, or written off with damaged), forward only. The order is locked first, then the return,
 * so a move, a refund and a new return of the same order take turns.
 */
export async function moveReturn(
  context: ReturnsContext,
  id: string,
  admin: Identity,
  body: MoveReturnBody,
): Promise<Return> {
  if (!isId(id)) throw notFound(returnMessages.notFound);
  const done = await context.db.transaction(async (tx) => {
    const { order: unlocked } = await readReturn(tx, id);
    const order = await lockOrder(tx, unlocked.id);
    const [locked] = await tx.select().from(returns).where(eq(returns.id, id)).for('update');
    const record = await recordOf(tx, locked!, order);
    const move = moveOf(record, body);
    const [moved] = await tx
      .update(returns)
      .set({ ...move.changes, status: body.status })
      .where(eq(returns.id, id))
      .returning();
    if (body.status === 'received')
      await takeBackParts(tx, record, move.changes.damaged ?? false, admin.name, admin.id);
    await tx
      .insert(returnEvents)
      .values({ returnId: id, status: body.status, by: admin.name, note: move.note });
    await queueReturnSms(tx, context.smsQueue, id, `return_${body.status}`);
    await auditReturn(tx, admin, 'return.decide', locked!, moved!);
    return recordOf(tx, moved!, order);
  });
  if (body.status !== 'approved') return toReturn(done);
  // Committed: the pickup is booked outside the transaction, and its failure never undoes the approval.
  return toReturn(await pickupOnApproval(context, done, admin).catch(() => done));
}

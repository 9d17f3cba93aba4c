import {
  type CreateReturnBody,
  isId,
  OPEN_RETURN_STATUSES,
  orderMessages,
  type Return,
  returnMessages,
} from '@chaka/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  orderEvents,
  orderLines,
  products,
  returnEvents,
  returnLines,
  returns,
} from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { assertOwnerOrAdmin, isOwner } from '../../lib/ownership.js';
import { assertReturnable } from './return-policy.js';
import { type OrderRow, recordOf, returnNumberOf, toReturn } from './return-queries.js';
import { queueReturnSms } from './return-sms.js';
import { lockOrder, type ReturnsContext } from './returns-context.js';

/** When the order was delivered: its delivered event (the last, should there be two). */
async function deliveredAt(tx: Tx, order: OrderRow): Promise<Date> {
  const [event] = await tx
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return event?.at ?? order.updatedAt;
}

/** A photo is one of the shop's own uploads, and it is there (the schema checked its form). */
async function assertUploaded(hasUpload: ReturnsContext['hasUpload'], photos: readonly string[]) {
  for (const photo of photos) {
    if (!(await hasUpload(photo.slice('/uploads/'.length))))
      throw badRequest(returnMessages.photoNotUploaded);
  }
}

/** What each product of the order may still go back: delivered less what earlier returns took. */
async function returnableUnits(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const [delivered, taken] = await Promise.all([
    tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)),
    tx
      .select({ productId: returnLines.productId, quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, orderId), ne(returns.status, 'rejected'))),
  ]);
  const left = new Map<string, number>();
  for (const line of delivered)
    if (line.productId) left.set(line.productId, (left.get(line.productId) ?? 0) + line.quantity);
  for (const line of taken)
    if (line.productId) left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
  return left;
}

/**
 * The order's lines of one product, as the return copies them: name, image and price per unit, as
 * paid: less the line's share of the order's discount (issue 37), never the list price.
 */
async function orderedPart(tx: Tx, orderId: string, productId: string) {
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.productId, productId)))
    .orderBy(orderLines.position);
  const first = lines[0];
  if (!first) throw badRequest(returnMessages.notInOrder);
  return {
    name: first.productName,
    image: first.image,
    unitMinor: Math.round((first.priceMinor - first.discountMinor) / first.quantity),
  };
}

/**
 * POST /api/orders/{id}/returns (the order's customer, or staff on their behalf with returns.open,
 * issue 38): parts of a delivered order go back within the window, or a warranty claim within the
 * part's warranty; quantities at most what is left to return; one open return per order. The
 * order is locked, so two requests cannot both open one. A return staff open is the customer's,
 * its first step names who opened it, and the audit log records it in the same transaction.
 */
export async function openReturn(
  context: ReturnsContext,
  orderId: string,
  caller: Identity,
  body: CreateReturnBody,
): Promise<Return> {
  if (!isId(orderId)) throw notFound(orderMessages.notFound);
  await assertUploaded(context.hasUpload, body.photos);
  const now = new Date();
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    assertOwnerOrAdmin(caller, order.userId, 'returns.open');
    if (order.status !== 'delivered') throw conflict(returnMessages.notDelivered);
    const [open] = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(and(eq(returns.orderId, order.id), inArray(returns.status, OPEN_RETURN_STATUSES)));
    if (open) throw conflict(returnMessages.openReturn);
    const delivered = await deliveredAt(tx, order);
    const left = await returnableUnits(tx, order.id);
    const lines = [];
    for (const wanted of body.lines) {
      const part = await orderedPart(tx, order.id, wanted.productId);
      const available = left.get(wanted.productId) ?? 0;
      if (wanted.quantity > available)
        throw conflict(returnMessages.tooMany(part.name, Math.max(available, 0)));
      const [product] = await tx
        .select({ category: products.category, warrantyMonths: products.warrantyMonths })
        .from(products)
        .where(eq(products.id, wanted.productId));
      const facts = {
        name: part.name,
        category: product?.category ?? null,
        warrantyMonths: product?.warrantyMonths ?? 0,
      };
      assertReturnable(context.policy, facts, body.reason, delivered, now);
      lines.push({
        productId: wanted.productId,
        productName: part.name,
        image: part.image,
        quantity: wanted.quantity,
        priceMinor: part.unitMinor * wanted.quantity,
      });
    }
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        userId: order.userId,
        reason: body.reason,
        note: body.note || null,
        photos: body.photos,
      })
      .returning();
    await tx.insert(returnLines).values(lines.map((line) => ({ ...line, returnId: row!.id })));
    await tx
      .insert(returnEvents)
      .values({ returnId: row!.id, status: 'requested', by: caller.name, note: null });
    await queueReturnSms(tx, context.smsQueue, row!.id, 'return_requested');
    const opened = toReturn(await recordOf(tx, row!, order));
    if (!isOwner(caller, order.userId))
      await recordAudit(tx, caller, {
        kind: 'return.open',
        subject: `return:${returnNumberOf(row!)}`,
        orderId: order.id,
        after: { status: row!.status, reason: body.reason, lines: body.lines, note: body.note || null },
      });
    return opened;
  });
}

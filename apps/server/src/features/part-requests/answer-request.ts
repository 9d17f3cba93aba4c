import { createHash, randomBytes } from 'node:crypto';
import {
  isId,
  type PartRequest,
  type PartRequestAnswer,
  partRequestMessages,
  toMinorUnits,
} from '@chaka/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { noticeQueue, partRequests, products } from '../../db/schema/index.js';
import { type Actor, recordAudit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { readRequest } from './part-request-rows.js';

/** The secret of a quote link, and what is kept of it: its SHA-256. */
export const hashQuoteToken = (token: string) => createHash('sha256').update(token).digest('hex');

type PartRequestRow = typeof partRequests.$inferSelect;

/** What the audit log keeps of an answer: never the quote link's secret. */
const answerRecord = (row: PartRequestRow) => ({
  status: row.status,
  quoteProductId: row.quoteProductId,
  quotePriceMinor: row.quotePriceMinor,
  quoteQty: row.quoteQty,
  quoteNote: row.quoteNote,
});

/**
 * PATCH /api/admin/part-requests/{id}: the shop's answer. A quote names a product and its price
 * for this customer; its notices (a mail where an address is known, an SMS where a phone is) carry
 * a new link, and the last quote's link stops working. "Cannot source" tells the customer why.
 * The notices are queued, and the answer recorded in the audit log, in the transaction that answers
 * (notice-queue.ts sends them).
 */
export async function answerPartRequest(
  db: Db,
  id: string,
  answer: PartRequestAnswer,
  staff: Actor,
): Promise<PartRequest> {
  if (!isId(id)) throw notFound(partRequestMessages.notFound);
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(partRequests).where(eq(partRequests.id, id)).for('update');
    if (!request) throw notFound(partRequestMessages.notFound);
    const answered = await writeAnswer(tx, request, answer);
    await recordAudit(tx, staff, {
      kind: 'part-request.answer',
      subject: `part-request:${id}`,
      productId: answered.quoteProductId,
      before: answerRecord(request),
      after: answerRecord(answered),
    });
  });
  return (await readRequest(db, id))!;
}

/** Stores the answer and queues its notices; a quote's notices carry a new link. */
async function writeAnswer(tx: Tx, request: PartRequestRow, answer: PartRequestAnswer) {
  const id = request.id;
  const contact = { partRequestId: id, mail: Boolean(request.email), sms: Boolean(request.phone) };
  if (answer.status === 'quoted') {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, answer.productId));
    if (!product) throw badRequest(partRequestMessages.quoteProductGone);
    const token = randomBytes(24).toString('base64url');
    const [quoted] = await tx
      .update(partRequests)
      .set({
        status: 'quoted',
        quoteProductId: answer.productId,
        quotePriceMinor: toMinorUnits(answer.price),
        quoteQty: answer.quantity ?? 1,
        quoteNote: answer.note ?? null,
        quoteTokenHash: hashQuoteToken(token),
        answeredAt: new Date(),
      })
      .where(eq(partRequests.id, id))
      .returning();
    // A quote answered again: the notices of the last one, and their link, are not sent.
    await tx.delete(noticeQueue).where(eq(noticeQueue.partRequestId, id));
    await queueNotices(tx, 'part_quote', contact, token);
    return quoted!;
  }
  const [answered] = await tx
    .update(partRequests)
    .set({
      status: answer.status,
      quoteNote: answer.note ?? null,
      quoteTokenHash: null,
      answeredAt: new Date(),
    })
    .where(eq(partRequests.id, id))
    .returning();
  await tx.delete(noticeQueue).where(eq(noticeQueue.partRequestId, id));
  if (answer.status === 'cannot_source') await queueNotices(tx, 'part_cannot_source', contact, null);
  return answered!;
}

async function queueNotices(
  tx: Tx,
  kind: 'part_quote' | 'part_cannot_source',
  contact: { partRequestId: string; mail: boolean; sms: boolean },
  token: string | null,
) {
  const channels = [...(contact.mail ? ['mail' as const] : []), ...(contact.sms ? ['sms' as const] : [])];
  if (channels.length === 0) return;
  await tx
    .insert(noticeQueue)
    .values(channels.map((channel) => ({ kind, channel, partRequestId: contact.partRequestId, token })));
}

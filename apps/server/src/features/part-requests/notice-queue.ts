import { isPhoneAccountEmail, localeOrDefault } from '@chaka/contract';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { noticeQueue, partRequests, products, user } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import { createQueueLoop, type QueueLoop } from '../../lib/queue-loop.js';
import type { SmsSender } from '../../lib/sms.js';
import { type NoticeFacts, type NoticeShop, noticeMail, noticeSms } from './notice-texts.js';

/**
 * The notices of issue 36 (back in stock, a part request's answer), sent off the queue the
 * transaction that caused them wrote (db/schema/notices.ts): a send that fails is tried again,
 * later and later, and given up after MAX_ATTEMPTS; several processes share the queue (skip locked).
 */

const BATCH = 25;
const POLL_MS = 15_000;
const MAX_ATTEMPTS = 24;
const STOP_WAIT_MS = 5_000;

type Queued = typeof noticeQueue.$inferSelect;

export interface NoticeDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  shop: NoticeShop;
}

async function takeDue(db: Db): Promise<Queued[]> {
  const due = db
    .select({ id: noticeQueue.id })
    .from(noticeQueue)
    .where(lte(noticeQueue.dueAt, sql`now()`))
    .orderBy(asc(noticeQueue.dueAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(noticeQueue)
    .set({
      attempts: sql`${noticeQueue.attempts} + 1`,
      dueAt: sql`now() + least(5 * power(2, ${noticeQueue.attempts}), 120) * interval '1 minute'`,
    })
    .where(inArray(noticeQueue.id, due))
    .returning();
}

/** Whom a notice goes to (its address and phone) and what it says, read as it is sent. */
async function readNotice(db: Db, queued: Queued) {
  if (queued.kind === 'back_in_stock') {
    if (!queued.userId || !queued.productId) return null;
    const [row] = await db
      .select({ user, product: { id: products.id, name: products.name } })
      .from(user)
      .innerJoin(products, eq(products.id, queued.productId))
      .where(eq(user.id, queued.userId));
    if (!row) return null;
    const facts: NoticeFacts = {
      ...blankFacts(queued),
      locale: localeOrDefault(row.user.locale),
      name: row.user.name,
      productId: row.product.id,
      productName: row.product.name,
    };
    const email = isPhoneAccountEmail(row.user.email) ? null : row.user.email;
    const phone = row.user.phoneNumberVerified ? row.user.phoneNumber : null;
    return { facts, email, phone };
  }
  if (!queued.partRequestId) return null;
  const [row] = await db
    .select({ request: partRequests, product: { name: products.name }, account: { email: user.email } })
    .from(partRequests)
    .leftJoin(products, eq(products.id, partRequests.quoteProductId))
    .leftJoin(user, eq(user.id, partRequests.userId))
    .where(eq(partRequests.id, queued.partRequestId));
  if (!row) return null;
  const { request } = row;
  const facts: NoticeFacts = {
    ...blankFacts(queued),
    locale: localeOrDefault(request.language),
    name: request.name,
    productId: request.quoteProductId,
    productName: row.product?.name ?? null,
    requestNumber: request.requestNumber,
    priceMinor: request.quotePriceMinor,
    quantity: request.quoteQty,
    note: request.quoteNote,
  };
  const accountEmail = row.account && !isPhoneAccountEmail(row.account.email) ? row.account.email : null;
  return { facts, email: request.email ?? accountEmail, phone: request.phone };
}

const blankFacts = (queued: Queued): NoticeFacts => ({
  kind: queued.kind,
  locale: 'en',
  name: null,
  productId: null,
  productName: null,
  requestNumber: null,
  priceMinor: null,
  quantity: null,
  note: null,
  token: queued.token,
});

async function sendOne(deps: NoticeDeps, queued: Queued): Promise<void> {
  const notice = await readNotice(deps.db, queued);
  // Its customer or product gone since: there is no one to tell, or nothing to tell of.
  if (!notice) return;
  if (queued.channel === 'mail' && notice.email)
    await deps.mailer.send(noticeMail(deps.shop, notice.facts, notice.email));
  if (queued.channel === 'sms' && notice.phone)
    await deps.sms.send({ to: notice.phone, text: noticeSms(deps.shop, notice.facts), id: queued.id });
}

async function sendBatch(deps: NoticeDeps): Promise<number> {
  const taken = await takeDue(deps.db);
  if (taken.length === 0) return 0;
  const done: string[] = [];
  await Promise.all(
    taken.map(async (queued) => {
      try {
        await sendOne(deps, queued);
        done.push(queued.id);
      } catch (error) {
        const givenUp = queued.attempts >= MAX_ATTEMPTS;
        if (givenUp) done.push(queued.id);
        deps.log.error(
          { err: error, kind: queued.kind, channel: queued.channel, attempts: queued.attempts },
          givenUp ? 'a notice could not be sent and is given up' : 'a notice could not be sent yet',
        );
      }
    }),
  );
  if (done.length > 0) await deps.db.delete(noticeQueue).where(inArray(noticeQueue.id, done));
  return taken.length;
}

/** Wakes, starts, stops and waits for the sending of the notices (lib/queue-loop.ts). */
export function createNoticeQueue(deps: NoticeDeps): QueueLoop {
  return createQueueLoop({
    sendBatch: () => sendBatch(deps),
    log: deps.log,
    name: 'notice',
    pollMs: POLL_MS,
    stopWaitMs: STOP_WAIT_MS,
  });
}

import { localeOrDefault } from '@chaka/contract';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orderMailQueue, orders, user } from '../../db/schema/index.js';
import { createQueueLoop, type QueueLoop } from '../../lib/queue-loop.js';
import type { OrderContext } from './order-context.js';
import { placedMail } from './order-mails.js';
import type { OrderRecord } from './order-queries.js';

/**
 * The mails of placed orders, sent from the queue the order's own statement writes them into
 * (take-stock.ts). Placing an order only wakes the queue: the answer never waits for a mail, a
 * burst of orders is answered first and its mails follow, and a mail the server could not send is
 * tried again. Several processes share the queue: each takes its own rows (skip locked).
 */

/** Mails taken and sent together: two statements read their orders, one removes the sent ones. */
const BATCH = 25;
/** How often a process looks for mails due without being woken (another's, or ones to try again). */
const POLL_MS = 30_000;
/** After this many tries, over about 40 hours, a mail is given up (and logged as such). */
const MAX_ATTEMPTS = 24;
/**
 * How long stopping waits for the mails being sent. A process stopped sooner leaves them queued:
 * they go again at the next start (once more if the mail server had taken them).
 */
const STOP_WAIT_MS = 5_000;

type QueuedMail = typeof orderMailQueue.$inferSelect;

/** Wakes, starts, stops and waits for the sending of the mails (queue-loop.ts). */
export type OrderMailQueue = QueueLoop;

/**
 * Takes up to `limit` due mails for this process: each is moved on to when it would be tried
 * again (5 minutes after the first try, doubling up to 2 hours), which is also how long it is this
 * process's to send: longer than the mail transport waits for a server.
 */
async function takeDue(db: Db, limit: number): Promise<QueuedMail[]> {
  const due = db
    .select({ id: orderMailQueue.id })
    .from(orderMailQueue)
    .where(lte(orderMailQueue.dueAt, sql`now()`))
    .orderBy(asc(orderMailQueue.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(orderMailQueue)
    .set({
      attempts: sql`${orderMailQueue.attempts} + 1`,
      dueAt: sql`now() + least(5 * power(2, ${orderMailQueue.attempts}), 120) * interval '1 minute'`,
    })
    .where(inArray(orderMailQueue.id, due))
    .returning();
}

/** The orders of the mails, with their lines and each customer's language, in two statements. */
async function readOrders(db: Db, orderIds: string[]) {
  const [headers, lines] = await Promise.all([
    db
      .select({ order: orders, locale: user.locale })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.position)),
  ]);
  return new Map(
    headers.map(({ order, locale }) => {
      const record: OrderRecord = {
        order,
        lines: lines.filter((line) => line.orderId === order.id),
        events: [],
      };
      return [order.id, { record, locale: localeOrDefault(locale) }];
    }),
  );
}

/** Sends one batch of due mails; answers how many it took (0: none is due). */
async function sendBatch(context: OrderContext): Promise<number> {
  const taken = await takeDue(context.db, BATCH);
  if (taken.length === 0) return 0;
  const found = await readOrders(context.db, [...new Set(taken.map((mail) => mail.orderId))]);
  const done: string[] = [];
  await Promise.all(
    taken.map(async (queued) => {
      const order = found.get(queued.orderId);
      try {
        if (order) await context.mailer.send(placedMail(context, queued.kind, order.record, order.locale));
        done.push(queued.id);
      } catch (error) {
        const givenUp = queued.attempts >= MAX_ATTEMPTS;
        if (givenUp) done.push(queued.id);
        context.log.error(
          { err: error, orderId: queued.orderId, kind: queued.kind, attempts: queued.attempts },
          givenUp ? 'an order mail could not be sent and is given up' : 'an order mail could not be sent yet',
        );
      }
    }),
  );
  if (done.length > 0) await context.db.delete(orderMailQueue).where(inArray(orderMailQueue.id, done));
  return taken.length;
}

export function createOrderMailQueue(context: OrderContext): OrderMailQueue {
  return createQueueLoop({
    sendBatch: () => sendBatch(context),
    log: context.log,
    name: 'order mail',
    pollMs: POLL_MS,
    stopWaitMs: STOP_WAIT_MS,
  });
}

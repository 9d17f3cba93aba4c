import { type Locale, localeOrDefault } from '@chaka/contract';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OrderSmsKind, SmsKind } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { orders, smsQueue, user } from '../../db/schema/index.js';
import { createQueueLoop, type QueueLoop } from '../../lib/queue-loop.js';
import { SmsRefused, type SmsSender } from '../../lib/sms.js';
import type { OrderContext } from './order-context.js';
import type { OrderRow } from './order-queries.js';
import { orderSmsText } from './order-sms.js';

/**
 * The SMS of an order's steps (issue 34) and of its returns' steps (issue 35), sent from the queue
 * the step's own transaction writes them into (sms_queue): the step never waits for the gateway,
 * and a message the gateway did not take goes again later. A row's id is the message's id at the
 * gateway (SSL Wireless csms_id, the outbox's file name), so a message sent by a process that
 * stopped before removing its row is refused as a duplicate when tried again, and counts as sent:
 * none goes twice.
 */

/** Messages taken and sent together. */
const BATCH = 10;
/** How often a process looks for messages due without being woken. */
const POLL_MS = 30_000;
/** After this many tries, over about a day and a half, a message is given up (and logged as such). */
const MAX_ATTEMPTS = 24;
/** How long stopping waits for the messages being sent; the rest go at the next start. */
const STOP_WAIT_MS = 5_000;

export interface OrderSmsQueue extends QueueLoop {
  /** Whether an order's or a return's step of this kind sends an SMS (SMS_EVENTS). */
  sends(kind: SmsKind): boolean;
}

type QueuedSms = typeof smsQueue.$inferSelect;

/**
 * Queues the SMS of an order's step, in the step's transaction: when SMS_EVENTS sends that kind
 * and the order has a phone to send it to (its delivery phone, else its account's verified phone).
 * The caller wakes the queue once the transaction is committed.
 */
export async function queueOrderSms(
  tx: Tx,
  context: Pick<OrderContext, 'smsQueue'>,
  orderId: string,
  kind: OrderSmsKind,
): Promise<void> {
  if (!context.smsQueue.sends(kind)) return;
  await tx.execute(sql`insert into ${smsQueue} (order_id, kind)
    select ${orders.id}, ${kind}::text from ${orders} left join ${user} on ${user.id} = ${orders.userId}
    where ${orders.id} = ${orderId}::uuid and (${orders.deliveryPhone} is not null
      or (${user.phoneNumberVerified} and ${user.phoneNumber} is not null))`);
}

/**
 * Takes up to `limit` due messages for this process: each is moved on to when it would be tried
 * again (a minute after the first try, doubling up to two hours), which is also how long it is this
 * process's to send: far longer than a request to the gateway may take (lib/ssl-wireless.ts).
 */
async function takeDue(db: Db, limit: number): Promise<QueuedSms[]> {
  const due = db
    .select({ id: smsQueue.id })
    .from(smsQueue)
    .where(lte(smsQueue.dueAt, sql`now()`))
    .orderBy(asc(smsQueue.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(smsQueue)
    .set({
      attempts: sql`${smsQueue.attempts} + 1`,
      dueAt: sql`now() + least(power(2, ${smsQueue.attempts}), 120) * interval '1 minute'`,
    })
    .where(inArray(smsQueue.id, due))
    .returning();
}

/** The orders of the messages as they are now, with the phone each goes to and its language. */
async function readOrders(db: Db, orderIds: string[]) {
  const rows = await db
    .select({
      order: orders,
      locale: user.locale,
      phone: sql<string | null>`coalesce(${orders.deliveryPhone},
        case when ${user.phoneNumberVerified} then ${user.phoneNumber} end)`,
    })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.order.id, { ...row, locale: localeOrDefault(row.locale) }]));
}

/** A queued message's text; a return's is the returns feature's to write (null: nothing to say). */
async function textOf(context: OrderContext, queued: QueuedSms, order: OrderRow, locale: Locale) {
  if (queued.returnId) return (await context.returnSmsText?.(queued.returnId, queued.kind, locale)) ?? null;
  return orderSmsText(context, queued.kind as OrderSmsKind, order, locale);
}

/** Sends one batch of due messages; answers how many it took (0: none is due). */
async function sendBatch(context: OrderContext, sender: SmsSender): Promise<number> {
  const taken = await takeDue(context.db, BATCH);
  if (taken.length === 0) return 0;
  const found = await readOrders(context.db, [...new Set(taken.map((sms) => sms.orderId))]);
  const done: string[] = [];
  await Promise.all(
    taken.map(async (queued) => {
      const order = found.get(queued.orderId);
      try {
        // An order whose phone is gone since has no one to tell.
        if (order?.phone) {
          const text = await textOf(context, queued, order.order, order.locale);
          if (text !== null) await sender.send({ to: order.phone, text, id: queued.id });
        }
        done.push(queued.id);
      } catch (error) {
        const givenUp = queued.attempts >= MAX_ATTEMPTS;
        if (givenUp) done.push(queued.id);
        const { orderId, kind, attempts } = queued;
        // Only a refusal that waiting cures (too many requests) is a warning: a wrong token is the
        // owner's to fix, and a gateway out of reach is worth their look.
        const level = error instanceof SmsRefused && error.retry && !givenUp ? 'warn' : 'error';
        context.log[level](
          { err: error, orderId, kind, attempts },
          givenUp ? 'an order SMS could not be sent and is given up' : 'an order SMS could not be sent yet',
        );
      }
    }),
  );
  if (done.length > 0) await context.db.delete(smsQueue).where(inArray(smsQueue.id, done));
  return taken.length;
}

export function createOrderSmsQueue(
  context: OrderContext,
  sender: SmsSender,
  events: readonly SmsKind[],
): OrderSmsQueue {
  const loop = createQueueLoop({
    sendBatch: () => sendBatch(context, sender),
    log: context.log,
    name: 'order SMS',
    pollMs: POLL_MS,
    stopWaitMs: STOP_WAIT_MS,
  });
  return { ...loop, sends: (kind) => events.includes(kind) };
}

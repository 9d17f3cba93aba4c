import { awaitsAdvance, isUnpaidOrder, OPEN_ORDER_STATUSES } from '@chaka/contract';
import { and, asc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, user } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';
import { runEvery } from '../../lib/run-every.js';
import { cancelLocked, lockOrder } from './cancel-order.js';
import { type OrderContext, SHOP_ACTOR } from './order-context.js';
import { sendStatusMail } from './order-mails.js';
import { orderFactsOf } from './order-queries.js';
import { awaitsPhone } from './phone-verification.js';

/**
 * Stock hoarding (issue 12): an unpaid order holds its parts out of stock. Unpaid online orders
 * expire after UNPAID_ORDER_TTL hours, and a customer holds at most MAX_UNPAID_ORDERS unpaid
 * orders at once (counted on the account by a trigger on orders, migration 0013; take-stock.ts).
 * What an unpaid order is, is written once: isUnpaidOrder (packages/contract/src/order-rules.ts).
 * Issue 30: a cash on delivery order of an account whose e-mail address is not verified waits
 * unconfirmed, and goes back to stock after COD_UNCONFIRMED_TTL hours unless the address is
 * verified first (docs/decisions/027). Issue 34: so does a cash order whose delivery phone is not
 * verified (expireUnverifiedPhoneOrders).
 */

export const EXPIRY_NOTE = 'Not paid in time';
export const UNVERIFIED_EXPIRY_NOTE = 'E-mail address not verified in time';
export const UNVERIFIED_PHONE_EXPIRY_NOTE = 'Phone not verified in time';
/** How often the sweep looks for expired orders. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** Orders expired per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

/** An open order, as the database finds it (OPEN_ORDER_STATUSES). */
const OPEN_ORDER: SQL = inArray(orders.status, [...OPEN_ORDER_STATUSES]);

/** An unpaid order (isUnpaidOrder: open, not paid, not free), as the database finds it. */
const UNPAID_ORDER: SQL = and(OPEN_ORDER, eq(orders.paid, false), gt(orders.totalMinor, 0))!;

/**
 * Sets every account's counts of unpaid orders and of units in open orders from its orders, as
 * migrations 0011 and 0013 first did: after a restore, whose rows come with their counts while the
 * trigger also counts the orders loaded.
 */
export async function recountUnpaidOrders(db: Db): Promise<void> {
  await db.execute(sql`update "user" set unpaid_orders = (
    select count(*)::int from ${orders} where ${orders.userId} = "user".id and ${UNPAID_ORDER}),
    open_units = (select coalesce(sum(${orders.units}), 0)::int from ${orders}
      where ${orders.userId} = "user".id and ${OPEN_ORDER})`);
}

/** Issue 34 (COD_ADVANCE): a cash order whose delivery fee, owed online first, is not paid. */
const ADVANCE_OWED: SQL = and(
  eq(orders.paymentMethod, 'cod'),
  gt(orders.advanceMinor, 0),
  eq(orders.advancePaid, false),
)!;

/**
 * Cancels every placed, unpaid online order older than the TTL, with its stock restored, an event
 * by the shop and a mail to the customer; and so every placed cash order whose delivery fee, owed
 * in advance, is not paid (COD_ADVANCE): it waits for its money as an online order does. An order
 * paid or moved meanwhile is left as it is. Answers how many orders it cancelled.
 */
export function expireUnpaidOrders(context: OrderContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - context.unpaidOrders.ttlHours * 3_600_000);
  return expireOrders(context, {
    due: and(
      UNPAID_ORDER,
      eq(orders.status, 'placed'),
      or(eq(orders.paymentMethod, 'online'), ADVANCE_OWED),
      lt(orders.createdAt, cutoff),
    )!,
    stillDue: (row) => {
      const facts = orderFactsOf(row);
      return (
        row.status === 'placed' &&
        isUnpaidOrder(facts) &&
        (row.paymentMethod === 'online' || awaitsAdvance(facts))
      );
    },
    note: EXPIRY_NOTE,
  });
}

/**
 * Cancels every placed cash on delivery order still awaiting its buyer's e-mail verification and
 * older than COD_UNCONFIRMED_TTL, as an expired unpaid order is: stock restored, an event by the
 * shop and a mail. An order the shop confirmed meanwhile, or whose buyer verified their address
 * (a trigger clears the flag, migration 0013), stays. Answers how many orders it cancelled.
 */
export function expireUnverifiedCashOrders(context: OrderContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - context.codUnconfirmedTtlHours * 3_600_000);
  return expireOrders(context, {
    due: and(
      eq(orders.status, 'placed'),
      eq(orders.awaitingVerification, true),
      eq(orders.paid, false),
      lt(orders.createdAt, cutoff),
    )!,
    stillDue: (row) => row.status === 'placed' && row.awaitingVerification && !row.paid,
    note: UNVERIFIED_EXPIRY_NOTE,
    lockFirst: lockAccount,
  });
}

/**
 * A verification takes the account's row, then its orders' (the trigger): the sweep locks them in
 * the same order, so the two never wait for each other the other way round.
 */
async function lockAccount(tx: Tx, userId: string | null): Promise<void> {
  if (userId) await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
}

/**
 * Issue 34: cancels every placed cash on delivery order still waiting for its delivery phone to be
 * verified (awaiting_phone_verification) and older than COD_UNCONFIRMED_TTL, as the e-mail rule
 * above does. An order the shop confirmed (with a note) or whose phone was verified meanwhile (a
 * trigger on verified_phones clears the flag, migration 0015) stays. Locks as the e-mail rule does:
 * the account, then the order. Answers how many orders it cancelled.
 */
export function expireUnverifiedPhoneOrders(context: OrderContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - context.codUnconfirmedTtlHours * 3_600_000);
  return expireOrders(context, {
    due: and(
      eq(orders.status, 'placed'),
      eq(orders.awaitingPhoneVerification, true),
      eq(orders.paid, false),
      lt(orders.createdAt, cutoff),
    )!,
    stillDue: awaitsPhone,
    note: UNVERIFIED_PHONE_EXPIRY_NOTE,
    lockFirst: lockAccount,
  });
}

interface Expiry {
  /** Which orders are due, as the database finds them. */
  due: SQL;
  /** Whether a locked order is still due: it may have been paid, moved or vouched for meanwhile. */
  stillDue(row: Awaited<ReturnType<typeof lockOrder>>): boolean;
  note: string;
  lockFirst?: (tx: Tx, userId: string | null) => Promise<void>;
}

/** Cancels the due orders, oldest first, one transaction each; answers how many it cancelled. */
async function expireOrders(context: OrderContext, expiry: Expiry): Promise<number> {
  const expired = await context.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(expiry.due)
    .orderBy(asc(orders.createdAt))
    .limit(SWEEP_BATCH);
  let cancelled = 0;
  for (const { id, userId } of expired) {
    try {
      await context.payments.release(id);
      const record = await context.db.transaction(async (tx) => {
        await expiry.lockFirst?.(tx, userId);
        const row = await lockOrder(tx, id);
        if (!expiry.stillDue(row)) return null;
        return cancelLocked(tx, context, row, SHOP_ACTOR, expiry.note);
      });
      if (!record) continue;
      cancelled += 1;
      void sendStatusMail(context, record, expiry.note);
      context.smsQueue.wake();
    } catch (error) {
      // Paid at the provider in the meantime (409): the order stays; anything else is logged.
      if (!(error instanceof HttpError))
        context.log.error({ err: error, orderId: id }, 'order expiry failed');
    }
  }
  return cancelled;
}

/** Runs the sweep now and then while the app runs; the timer never keeps the process alive. */
export function startUnpaidOrderSweep(context: OrderContext): () => void {
  return runEvery(
    { name: 'order-expiry', everyMs: SWEEP_EVERY_MS, db: context.db },
    async () => {
      await expireUnpaidOrders(context);
      await expireUnverifiedCashOrders(context);
      await expireUnverifiedPhoneOrders(context);
    },
    (error) => context.log.error({ err: error }, 'order expiry sweep failed'),
  );
}

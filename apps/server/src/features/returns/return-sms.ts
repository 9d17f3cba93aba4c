import { formatMoney, formatOrderNumber, type Locale, type ShopCurrency } from '@chaka/contract';
import { eq, sql } from 'drizzle-orm';
import type { SmsKind } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { orders, type RETURN_SMS_KINDS, returns, smsQueue, user } from '../../db/schema/index.js';
import { translate } from '../../lib/i18n.js';
import { smsParts } from '../../lib/sms.js';
import { returnNumberOf } from './return-queries.js';

/**
 * The SMS of a return's steps (issue 35: "SMS where the phone-first work exists"), beside its
 * mails: opened, approved, rejected with why, received, refunded with how much and how. They go
 * through the order SMS queue (sms_queue, features/orders/order-sms-queue.ts), which the app hands
 * to the returns feature: the row is written in the move's own transaction, and the queue renders
 * the text with returnSmsText (also handed over by the app) when it sends it, in the customer's
 * language, to the order's phone. Each text stays within two SMS parts (lib/sms.ts smsParts).
 */

export type ReturnSmsKind = (typeof RETURN_SMS_KINDS)[number];

/** What returns need of the SMS queue: whether SMS_EVENTS sends a kind, and a wake after commit. */
export interface ReturnSmsQueue {
  sends(kind: SmsKind): boolean;
  wake(): void;
}

/**
 * Queues the SMS of a return's step, in the step's transaction, when SMS_EVENTS sends that kind and
 * the order has a phone (its delivery phone, else its account's verified phone), as order SMS do.
 */
export async function queueReturnSms(
  tx: Tx,
  queue: ReturnSmsQueue,
  returnId: string,
  kind: ReturnSmsKind,
): Promise<void> {
  if (!queue.sends(kind)) return;
  await tx.execute(sql`insert into ${smsQueue} (order_id, return_id, kind)
    select ${orders.id}, ${returns.id}, ${kind}::text from ${returns}
    join ${orders} on ${orders.id} = ${returns.orderId}
    left join ${user} on ${user.id} = ${orders.userId}
    where ${returns.id} = ${returnId}::uuid and (${orders.deliveryPhone} is not null
      or (${user.phoneNumberVerified} and ${user.phoneNumber} is not null))`);
}

/** The rejected text with the admin's reason cut, letter by letter, until it fits in two parts. */
function rejectedText(
  t: (id: string, values: Record<string, unknown>) => string,
  number: string,
  why: string,
) {
  const render = (letters: string[]) => t('sms.return.rejected', { number, reason: letters.join('').trim() });
  let letters = [...why.trim()];
  while (letters.length > 0 && smsParts(render(letters)) > 2) letters = letters.slice(0, -1);
  return render(letters);
}

/**
 * The text of a return's SMS of `kind` as the return is now; null when there is nothing to tell
 * any more (a refund the payment provider failed, undone since it was queued).
 */
export async function returnSmsText(
  deps: { db: Db; currency: ShopCurrency },
  returnId: string,
  kind: SmsKind,
  locale: Locale,
): Promise<string | null> {
  const [found] = await deps.db
    .select({ row: returns, orderNumber: orders.orderNumber })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(eq(returns.id, returnId));
  if (!found) return null;
  const t = (id: string, values?: Record<string, unknown>) => translate(locale, id, values);
  const { row } = found;
  const number = returnNumberOf(row);
  switch (kind) {
    case 'return_requested':
      return t('sms.return.requested', { number, order: formatOrderNumber(found.orderNumber) });
    case 'return_approved':
      return t('sms.return.approved', { number });
    case 'return_rejected':
      return rejectedText(t, number, row.rejectionReason ?? '');
    case 'return_received':
      return t('sms.return.received', { number });
    case 'return_refunded':
      if (row.refundMinor === null || !row.refundMethod) return null;
      return t('sms.return.refunded', {
        number,
        amount: formatMoney(row.refundMinor, { currency: deps.currency, locale }),
        how: t(`sms.return.${row.refundMethod}`),
      });
    default:
      return null;
  }
}

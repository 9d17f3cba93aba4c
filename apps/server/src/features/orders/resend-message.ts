import {
  isId,
  orderMessages,
  type ResendMessageAnswer,
  type ResendMessageBody,
  resendMessages,
} from '@chaka/contract';
import { eq, sql } from 'drizzle-orm';
import type { OrderSmsKind } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { orderMailQueue, user } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Identity } from '../../lib/identity.js';
import { lockOrder } from './cancel-order.js';
import type { OrderContext } from './order-context.js';
import { sendStatusMail, statusMail } from './order-mails.js';
import { type OrderRecord, type OrderRow, orderNumberOf, recordOf } from './order-queries.js';
import { queueOrderSms } from './order-sms-queue.js';

/** Whether the order has a phone its SMS go to: its delivery phone, else its account's verified one. */
async function hasPhone(tx: Tx, order: OrderRow): Promise<boolean> {
  if (order.deliveryPhone) return true;
  if (!order.userId) return false;
  const [account] = await tx
    .select({ phone: sql<string | null>`case when ${user.phoneNumberVerified} then ${user.phoneNumber} end` })
    .from(user)
    .where(eq(user.id, order.userId));
  return Boolean(account?.phone);
}

/** The note of the step that brought the order to its status (a cancellation's reason), if any. */
const noteOfStatus = (record: OrderRecord) =>
  record.events.findLast((event) => event.status === record.order.status)?.note ?? null;

/**
 * POST /api/orders/{id}/messages/resend (messages.resend, issue 38): the customer gets the mail or
 * SMS of the order's current status again. An SMS goes through the SMS queue (sms_queue), as the
 * step's own did, when SMS_EVENTS sends that step and the order has a phone; a placed order's mail
 * is its confirmation, through the order mail queue; a later status's mail is sent once the
 * request is committed, as the status move sends it. The audit log records it in the same
 * transaction; a message there is none of answers 409 and changes nothing.
 */
export async function resendOrderMessage(
  context: OrderContext,
  id: string,
  caller: Identity,
  { channel }: ResendMessageBody,
): Promise<ResendMessageAnswer> {
  if (!isId(id)) throw notFound(orderMessages.notFound);
  const { record, note } = await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    const found = await recordOf(tx, order);
    const stepNote = noteOfStatus(found);
    if (channel === 'sms') {
      const kind = order.status as OrderSmsKind;
      if (!context.smsQueue.sends(kind) || !(await hasPhone(tx, order))) throw conflict(resendMessages.noSms);
      await queueOrderSms(tx, context, order.id, kind);
    } else if (order.status === 'placed') {
      await tx.insert(orderMailQueue).values({ orderId: order.id, kind: 'confirmation' });
    } else if (!statusMail(context, found, stepNote)) {
      throw conflict(resendMessages.noMail);
    }
    await recordAudit(tx, caller, {
      kind: 'order.resend',
      subject: `order:${orderNumberOf(order)}`,
      orderId: order.id,
      after: { channel, status: order.status },
    });
    return { record: found, note: stepNote };
  });
  if (channel === 'sms') context.smsQueue.wake();
  else if (record.order.status === 'placed') context.mailQueue.wake();
  else await sendStatusMail(context, record, note);
  return { channel, status: record.order.status };
}

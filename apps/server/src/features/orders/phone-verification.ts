import type { Order, PhoneRecord } from '@chaka/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { orders, verifiedPhones } from '../../db/schema/index.js';
import type { OrderRow } from './order-queries.js';

/**
 * Fewer fake cash-on-delivery orders (issue 34). A cash order to a delivery phone its account has
 * not verified with a code waits ("Phone not verified", orders.awaiting_phone_verification): the
 * statement that places it sets the flag (take-stock.ts), a verification clears it (a trigger on
 * verified_phones, migration 0015), the admin confirms it only with a note (order-status.ts), and
 * the sweep releases it after COD_UNCONFIRMED_TTL hours (unpaid-orders.ts). Beside each cash order
 * the admin sees the phone's own record in this shop.
 */

/**
 * What a new delivery phone changes on an order: a placed cash order waits, or stops waiting, as
 * its account has verified the new phone or not. Other orders are left as they are: a confirmed
 * one was vouched for, an online one needs no phone verified.
 */
export async function phoneWaitOnChange(
  tx: Tx,
  row: OrderRow,
  phone: string,
): Promise<Pick<OrderRow, 'awaitingPhoneVerification'> | Record<string, never>> {
  if (row.status !== 'placed' || row.paymentMethod !== 'cod' || !row.userId) return {};
  const [verified] = await tx
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(and(eq(verifiedPhones.userId, row.userId), eq(verifiedPhones.phone, phone)));
  return { awaitingPhoneVerification: !verified };
}

/** The statuses a phone's record counts. */
const RECORDED = ['delivered', 'returned', 'cancelled'] as const;
type Recorded = (typeof RECORDED)[number];

const NO_RECORD: PhoneRecord = { delivered: 0, returned: 0, cancelled: 0 };

/** Each phone's orders in this shop by how they ended, every order counted (one grouped query). */
async function recordsOf(db: Db | Tx, phones: string[]): Promise<Map<string, PhoneRecord>> {
  const records = new Map<string, PhoneRecord>();
  if (phones.length === 0) return records;
  const rows = await db
    .select({ phone: orders.deliveryPhone, status: orders.status, orders: count() })
    .from(orders)
    .where(and(inArray(orders.deliveryPhone, phones), inArray(orders.status, [...RECORDED])))
    .groupBy(orders.deliveryPhone, orders.status);
  for (const row of rows) {
    const record = records.get(row.phone!) ?? { ...NO_RECORD };
    record[row.status as Recorded] = Number(row.orders);
    records.set(row.phone!, record);
  }
  return records;
}

/** A cash order's phone, whose record the admin sees; null for other orders. */
const recordedPhone = (order: Pick<Order, 'paymentMethod' | 'delivery'>) =>
  order.paymentMethod === 'cod' ? (order.delivery?.phone ?? null) : null;

/**
 * The orders (or a list's lines) for an admin, each cash order with `phoneRecord`: its delivery
 * phone's delivered, returned and cancelled orders in this shop, the order itself left out.
 */
export async function withPhoneRecords<T extends Order>(db: Db | Tx, entries: T[]): Promise<T[]> {
  const phones = [...new Set(entries.flatMap((entry) => recordedPhone(entry) ?? []))];
  const records = await recordsOf(db, phones);
  return entries.map((entry) => {
    const phone = recordedPhone(entry);
    if (!phone) return entry;
    const phoneRecord = { ...(records.get(phone) ?? NO_RECORD) };
    // The order itself is not part of its phone's record.
    if (entry.status in phoneRecord) phoneRecord[entry.status as Recorded] -= 1;
    return { ...entry, phoneRecord };
  });
}

/** One order (its detail) for an admin, with its phone's record when it is a cash order. */
export async function withPhoneRecord<T extends Order>(db: Db | Tx, entry: T): Promise<T> {
  const [answer] = await withPhoneRecords(db, [entry]);
  return answer!;
}

/** Whether an order row still waits for its phone: placed, cash, and its phone not verified. */
export const awaitsPhone = (row: Pick<OrderRow, 'status' | 'awaitingPhoneVerification' | 'paid'>) =>
  row.status === 'placed' && row.awaitingPhoneVerification && !row.paid;

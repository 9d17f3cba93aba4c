import type { OrderSearchFilter } from '@chaka/contract';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { placedFrom, placedUntil } from '../../lib/shop-days.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An order number as people write it: CP-10001, cp 10001, #10001 or 10001. */
const ORDER_NUMBER = /^(?:cp[-\s]?|#)?(\d{1,9})$/i;

/**
 * What a search finds: the order of that number, and the orders whose customer's e-mail address
 * or name holds the text, or whose delivery phone holds its digits (01712-345678 finds
 * +8801712345678; at least four digits, so a short number finds an order, not every phone).
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const conditions: SQL[] = [];
  const number = text.match(ORDER_NUMBER)?.[1];
  if (number) conditions.push(eq(orders.orderNumber, Number(number)));
  conditions.push(
    ilike(orders.email, `%${escapeLike(text)}%`),
    ilike(orders.userName, `%${escapeLike(text)}%`),
  );
  const digits = text.replace(/\D/g, '');
  // A phone as typed: digits with spaces, dashes or a leading +; the leading 0 or 880 may differ.
  if (digits.length >= 4 && /^[+\d\s()-]+$/.test(text)) {
    conditions.push(sql`${orders.deliveryPhone} like ${`%${digits.replace(/^(880|0)/, '')}%`}`);
  }
  return or(...conditions);
}

function statusCondition(status: OrderSearchFilter['status']): SQL | undefined {
  if (status === undefined || status === 'all') return undefined;
  return status === 'active' ? ne(orders.status, 'cancelled') : eq(orders.status, status);
}

/** The orders a search's filters keep; cancelled ones too unless a status is chosen. */
export function orderFilter(filter: OrderSearchFilter, timeZone: string): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    filter.q ? searchCondition(filter.q) : undefined,
    statusCondition(filter.status),
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.from ? placedFrom(filter.from, timeZone) : undefined,
    filter.to ? placedUntil(filter.to, timeZone) : undefined,
  ];
  return and(...conditions.filter((condition) => condition !== undefined));
}

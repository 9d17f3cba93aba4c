import { sql } from 'drizzle-orm';
import { orders } from '../db/schema/index.js';

// Building an Intl formatter costs far more than using one: the CSV export formats every order's time.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    // en-CA writes dates as YYYY-MM-DD.
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

/** The shop's calendar day of a moment, in its time zone: 2026-11-26. */
export function shopDay(moment: Date, timeZone: string): string {
  return formatter(timeZone, false).format(moment);
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** An order placed on or after the start of `day` in the shop's time zone. */
export const placedFrom = (day: string, timeZone: string) =>
  sql`${orders.createdAt} >= (${day}::date)::timestamp at time zone ${timeZone}`;

/** An order placed before the end of `day` in the shop's time zone. */
export const placedUntil = (day: string, timeZone: string) =>
  sql`${orders.createdAt} < (${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** When an order was placed, as the shop's clock shows it: 2026-11-26 14:05. */
export function shopTime(moment: Date, timeZone: string): string {
  const parts = formatter(timeZone, true).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

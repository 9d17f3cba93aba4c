import { promotionMessages } from '@chaka/contract';
import { badRequest } from '../../../lib/errors.js';

/** Minutes the time zone is ahead of UTC at a moment. */
function offsetMinutes(moment: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(moment));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - moment) / 60_000);
}

/** The moment a day (YYYY-MM-DD) starts in the shop's time zone. */
export function startOfShopDay(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const first = utcMidnight - offsetMinutes(utcMidnight, timeZone) * 60_000;
  // Once more from the guess, for a zone whose offset changes that night.
  return new Date(utcMidnight - offsetMinutes(first, timeZone) * 60_000);
}

/**
 * A promotion's start or end as the admin gave it: an ISO moment as it is; a day in the shop's time
 * zone starts at its midnight, and an end day ends at the next midnight (the whole day counts).
 */
export function promotionMoment(value: string, edge: 'start' | 'end', timeZone: string): Date {
  if (value.includes('T')) {
    const moment = new Date(value);
    if (Number.isNaN(moment.getTime())) throw badRequest(promotionMessages.badDate);
    return moment;
  }
  const start = startOfShopDay(value, timeZone);
  if (Number.isNaN(start.getTime())) throw badRequest(promotionMessages.badDate);
  if (edge === 'start') return start;
  const next = new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return startOfShopDay(next, timeZone);
}

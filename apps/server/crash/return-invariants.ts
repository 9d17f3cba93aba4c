import { RETURN_STATUSES, type Return } from '@chaka/contract';
import { check } from './check.js';
import type { Acknowledged } from './load.js';

/** A received return's parts are back: in stock, or written off when they came back damaged. */
const isReceived = (found: Return) => found.status === 'received' || found.status === 'refunded';

/** For each product, the units received returns put back in stock and the units they wrote off. */
export function returnedUnits(returns: Return[]) {
  const units = new Map<string, { restocked: number; writtenOff: number }>();
  for (const found of returns.filter(isReceived)) {
    for (const line of found.lines) {
      const counted = units.get(line.productId) ?? { restocked: 0, writtenOff: 0 };
      if (found.damaged) counted.writtenOff += line.quantity;
      else counted.restocked += line.quantity;
      units.set(line.productId, counted);
    }
  }
  return units;
}

/**
 * Each return clients were told of is there, at least as far on as they were told, damaged as they
 * were told once received; and every return there was asked for (its answer may have been cut off
 * by the kill).
 */
export function checkReturns(returns: Return[], acknowledged: Acknowledged) {
  const byId = new Map(returns.map((found) => [found._id, found]));
  for (const [id, told] of acknowledged.returns) {
    const found = byId.get(id);
    check(found, `return ${id} was answered (200) but is gone after the restart`);
    check(
      RETURN_STATUSES.indexOf(found.status) >= RETURN_STATUSES.indexOf(told.status),
      `return ${found.number} was ${told.status} (200) but is ${found.status}`,
    );
    if (told.damaged !== null)
      check(found.damaged === told.damaged, `return ${found.number} was received damaged ${told.damaged}`);
  }
  for (const found of returns)
    check(acknowledged.returning.has(found.orderId), `return ${found.number} was never asked for`);
}

/** Returns as stored: their parts counted back in the stock history once, and only once received. */
export const RETURN_STORED_RULES: Array<[string, string]> = [
  [
    'returns whose stock history does not count their parts back (in stock or written off) once received',
    `select r.id from returns r where (select coalesce(sum(case when s.reason = 'write-off'
       then s.written_off else s.after - s.before end), 0) from stock_changes s
       where s.note = 'return RT-' || r.return_number)
       <> case when r.status in ('received', 'refunded')
       then (select coalesce(sum(l.quantity), 0) from return_lines l where l.return_id = r.id) else 0 end`,
  ],
  [
    'received returns not marked damaged or not',
    `select id from returns where status in ('received', 'refunded') and damaged is null`,
  ],
];

import {
  CATEGORIES,
  type Category,
  RETURN_REASONS,
  type ReturnPolicy,
  type ReturnReason,
  returnMessages,
} from '@chaka/contract';
import type { ReturnPolicyConfig } from '../../config.js';
import { conflict } from '../../lib/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/returns/policy: the settings as a client shows them, every category named. */
export function returnPolicyOf(config: ReturnPolicyConfig): ReturnPolicy {
  return {
    windowDays: config.windowDays,
    categories: CATEGORIES.map((category) => ({ category, days: windowOf(config, category) })),
    reasons: [...RETURN_REASONS],
  };
}

/** A category's window in days (RETURN_CATEGORY_DAYS, else RETURN_WINDOW_DAYS); null: not returnable. */
export function windowOf(config: ReturnPolicyConfig, category: string | null): number | null {
  const own = category === null ? undefined : config.categoryDays[category as Category];
  return own === undefined ? config.windowDays : own;
}

/**
 * The moment a warranty of `months` ends, in calendar months from delivery; a day the month lacks
 * is its last (a month from 31 January is 28 or 29 February).
 */
export function warrantyEnds(deliveredAt: Date, months: number): Date {
  const end = new Date(deliveredAt);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** One part being sent back, as the rules need it. */
export interface ReturnedPart {
  name: string;
  category: string | null;
  warrantyMonths: number;
}

/**
 * Whether a part may go back for this reason now (409 with the reason why not): any reason within
 * its category's window; a warranty claim until the part's warranty ends, also within the window
 * (a claim made early is no worse off than one made late).
 */
export function assertReturnable(
  config: ReturnPolicyConfig,
  part: ReturnedPart,
  reason: ReturnReason,
  deliveredAt: Date,
  now: Date,
): void {
  if (reason === 'warranty') {
    if (part.warrantyMonths <= 0) throw conflict(returnMessages.noWarranty(part.name));
    if (now > warrantyEnds(deliveredAt, part.warrantyMonths))
      throw conflict(returnMessages.warrantyOver(part.name));
    return;
  }
  const days = windowOf(config, part.category);
  if (days === null) throw conflict(returnMessages.notReturnable(part.name));
  if (now.getTime() > deliveredAt.getTime() + days * DAY_MS)
    throw conflict(returnMessages.windowClosed(days));
}

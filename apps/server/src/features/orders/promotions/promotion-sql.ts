import { sql } from 'drizzle-orm';

/** A promotion runs now: started, not ended (by its end or by the admin) and not used up. */
export const runsNow = sql.raw(`promotions.ended_at is null
  and (promotions.starts_at is null or promotions.starts_at <= now())
  and (promotions.ends_at is null or promotions.ends_at > now())
  and (promotions.max_uses is null or promotions.used_count < promotions.max_uses)`);

/**
 * Issue 37: an order priced without promotions (the one statement of take-stock.ts) is taken only
 * while no automatic promotion runs; else the transaction places it, priced with them.
 */
export const noAutomaticPromotionRuns = sql`not exists (select from promotions where promotions.automatic and ${runsNow})`;

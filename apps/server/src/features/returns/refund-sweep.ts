import type { Return } from '@chaka/contract';
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { returns } from '../../db/schema/index.js';
import { runEvery } from '../../lib/run-every.js';
import { followRefund } from './refund-progress.js';
import { readReturn } from './return-queries.js';
import type { ReturnsContext } from './returns-context.js';

/**
 * The refund sweep (issue 35): a refund the payment provider is still processing (SSLCommerz
 * answers `processing` until the bank pays it back) is asked about on a schedule by its
 * refund_ref_id, not only when the admin asks again. Refunded, the return's refund is complete;
 * failed, the return is received again with why (refund-progress.ts). It runs once across all
 * server processes: the refunds are claimed under a PostgreSQL advisory lock in a short
 * transaction, as the parcel sweep claims its parcels, and the provider is asked outside it.
 */

/** How often the sweep runs. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** A processing refund is asked about again once this long has passed since it last was. */
const REFUND_QUIET_MS = 5 * 60_000;
const SWEEP_BATCH = 50;
/** The sweep's advisory lock (the parcel sweep's is 7_201_220_242). */
const REFUND_SWEEP_LOCK_KEY = 7_201_220_243;

/** Who the timeline says followed the refund up: the provider. */
const PROVIDER_NAMES: Record<string, string> = { sslcommerz: 'SSLCommerz', card: 'Card provider' };

export interface RefundSweep {
  /** One sweep now (tests, and the timer): answers how many returns changed. */
  runOnce(now?: Date): Promise<number>;
  /** Runs the sweep every few minutes while the app runs; answers how to stop it. */
  start(): () => void;
}

interface RefundSweepDeps {
  context: ReturnsContext;
  log: FastifyBaseLogger;
  /** A return whose status changed (its refund failed: received again), for the customer's mail and SMS. */
  onMoved(found: Return): void;
}

async function claimDue({ context }: RefundSweepDeps, now: Date): Promise<string[] | null> {
  const cutoff = new Date(now.getTime() - REFUND_QUIET_MS);
  return context.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${REFUND_SWEEP_LOCK_KEY}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!locked.rows[0]?.locked) return null;
    const due = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(
        and(
          eq(returns.status, 'refunded'),
          eq(returns.refundStatus, 'processing'),
          ne(returns.refundMethod, 'manual'),
          or(isNull(returns.refundCheckedAt), lt(returns.refundCheckedAt, cutoff)),
        ),
      )
      .orderBy(sql`${returns.refundCheckedAt} asc nulls first`, asc(returns.id))
      .limit(SWEEP_BATCH);
    const ids = due.map((found) => found.id);
    if (ids.length > 0)
      await tx.update(returns).set({ refundCheckedAt: now }).where(inArray(returns.id, ids));
    return ids;
  });
}

export function createRefundSweep(deps: RefundSweepDeps): RefundSweep {
  async function runOnce(now = new Date()): Promise<number> {
    const due = await claimDue(deps, now);
    let changed = 0;
    for (const id of due ?? []) {
      try {
        const record = await readReturn(deps.context.db, id);
        const by = PROVIDER_NAMES[record.row.refundMethod ?? ''] ?? 'Payment provider';
        const after = await followRefund(deps.context, record, by);
        if (after.refund?.status === 'processing') continue;
        changed += 1;
        if (after.status !== record.row.status) deps.onMoved(after);
      } catch (error) {
        // The provider did not answer: the next sweep asks again.
        deps.log.warn({ err: error, returnId: id }, 'a processing refund could not be followed up');
      }
    }
    return changed;
  }

  function start(): () => void {
    return runEvery(
      { name: 'refund-sweep', everyMs: SWEEP_EVERY_MS, db: deps.context.db },
      () => runOnce(),
      (error) => deps.log.error({ err: error }, 'refund sweep failed'),
    );
  }

  return { runOnce, start };
}

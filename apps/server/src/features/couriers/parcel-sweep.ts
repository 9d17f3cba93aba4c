import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.js';
import { runEvery } from '../../lib/run-every.js';
import type { Courier } from './courier.js';
import { outcomeOfState, type ParcelFollowing } from './follow-parcel.js';

/**
 * The parcel sweep (issue 33): now and then the shop asks the couriers about the parcels on their
 * way that it has not heard of for a while, so a missed webhook never leaves an order shipped for
 * ever. It runs once across all server processes: the parcels are claimed under a PostgreSQL
 * advisory lock, in a short transaction (on the embedded database a long one would hold every
 * other write), and asked about outside it.
 */

/** How often the sweep runs. */
const SWEEP_EVERY_MS = 5 * 60_000;
/** A parcel not heard of for this long is asked about. */
export const PARCEL_QUIET_MS = 30 * 60_000;
/** Parcels asked about per sweep at most; the next sweep takes the rest. */
const SWEEP_BATCH = 50;
/** The sweep's advisory lock (the migrations' and the seed's are 7_201_220_240 and _241). */
const PARCEL_SWEEP_LOCK_KEY = 7_201_220_242;

export interface ParcelSweepDeps extends ParcelFollowing {
  /** The couriers that are on, by the name an order is shipped with (Pathao, Steadfast). */
  couriers: ReadonlyArray<Pick<Courier, 'name' | 'status'>>;
}

export interface ParcelSweep {
  /** One sweep now (tests, and the timer): answers how many orders changed. */
  runOnce(now?: Date): Promise<number>;
  /** Runs the sweep every few minutes while the app runs; answers how to stop it. */
  start(): () => void;
}

interface DueParcel {
  id: string;
  courier: string | null;
  consignmentId: string | null;
}

/** Claims the parcels due (marks them asked now), or null when another process is sweeping. */
async function claimDue(deps: ParcelSweepDeps, now: Date): Promise<DueParcel[] | null> {
  const cutoff = new Date(now.getTime() - PARCEL_QUIET_MS);
  const names = deps.couriers.map((courier) => courier.name);
  if (names.length === 0) return [];
  return deps.db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PARCEL_SWEEP_LOCK_KEY}) as locked`,
    )) as unknown as { rows: Array<{ locked: boolean }> };
    if (!locked.rows[0]?.locked) return null;
    const due = await tx
      .select({ id: orders.id, courier: orders.courier, consignmentId: orders.consignmentId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'shipped'),
          isNotNull(orders.consignmentId),
          inArray(orders.courier, names),
          or(isNull(orders.parcelCheckedAt), lt(orders.parcelCheckedAt, cutoff)),
        ),
      )
      .orderBy(sql`${orders.parcelCheckedAt} asc nulls first`, asc(orders.id))
      .limit(SWEEP_BATCH);
    if (due.length > 0)
      await tx
        .update(orders)
        .set({ parcelCheckedAt: now })
        .where(
          inArray(
            orders.id,
            due.map((parcel) => parcel.id),
          ),
        );
    return due;
  });
}

export function createParcelSweep(deps: ParcelSweepDeps): ParcelSweep {
  const byName = new Map(deps.couriers.map((courier) => [courier.name, courier]));

  async function runOnce(now = new Date()): Promise<number> {
    const due = await claimDue(deps, now);
    let changed = 0;
    for (const parcel of due ?? []) {
      const courier = byName.get(parcel.courier ?? '');
      if (!courier || !parcel.consignmentId) continue;
      try {
        const state = await courier.status(parcel.consignmentId);
        const applied = await deps.parcels.apply(parcel.id, {
          outcome: outcomeOfState(state),
          courierStatus: state.raw,
          by: courier.name,
          at: now,
        });
        if (applied.changed) changed += 1;
        if (applied.restocked) deps.onRestock?.();
      } catch (error) {
        // The courier did not answer, or the order could not be moved: the next sweep asks again.
        deps.log.warn({ err: error, orderId: parcel.id }, 'a parcel could not be followed up');
      }
    }
    return changed;
  }

  function start(): () => void {
    return runEvery(
      { name: 'parcel-sweep', everyMs: SWEEP_EVERY_MS, db: deps.db },
      () => runOnce(),
      (error) => deps.log.error({ err: error }, 'parcel sweep failed'),
    );
  }

  return { runOnce, start };
}

import { isId, type Return, returnMessages } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { returns } from '../../db/schema/index.js';
import { type Actor, recordAudit } from '../../lib/audit.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type ReturnRecord, readReturn, recordOf, returnNumberOf, toReturn } from './return-queries.js';
import { lockOrder, type ReturnsContext } from './returns-context.js';

/** A return pickup the courier took on, or why it did not. */
export type PickupResult =
  | { ok: true; pickup: { id: string; status: string } }
  | { ok: false; error: string };

/**
 * What returns need from the couriers feature: return pickups with the courier an order shipped
 * with, where its API books them (Steadfast's return requests; Pathao's merchant API has none).
 * The app joins the two features (app-return-pickups.ts).
 */
export interface ReturnPickups {
  /** Whether the courier an order shipped with (`Steadfast`) books return pickups through its API. */
  offers(courier: string | null): boolean;
  book(request: { courier: string; consignmentId: string; reason: string }): Promise<PickupResult>;
  status(request: { courier: string; id: string }): Promise<PickupResult>;
}

/** The courier to book a pickup with for this return, or null when the customer drops the parts off. */
function pickupCourierOf(context: ReturnsContext, { order }: ReturnRecord) {
  const pickups = context.pickups?.();
  if (!pickups || !order.courier || !order.consignmentId || !pickups.offers(order.courier)) return null;
  return { pickups, courier: order.courier, consignmentId: order.consignmentId };
}

type ReturnRow = ReturnRecord['row'];

/** What the audit log keeps of a return's pickup. */
const pickupOf = (row: ReturnRow) => ({
  pickupCourier: row.pickupCourier,
  pickupId: row.pickupId,
  pickupStatus: row.pickupStatus,
  pickupError: row.pickupError,
});

/**
 * Writes what the courier answered, unless the return moved on or got its pickup meanwhile, with its
 * audit entry (`return.pickup`) in the same transaction.
 */
async function recordPickup(
  context: ReturnsContext,
  record: ReturnRecord,
  courier: string,
  result: PickupResult,
  staff: Actor,
): Promise<ReturnRecord> {
  return context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, record.order.id);
    const [locked] = await tx.select().from(returns).where(eq(returns.id, record.row.id)).for('update');
    const row = locked!;
    if (row.status !== 'approved' || (row.pickupId && row.pickupId !== (result.ok ? result.pickup.id : '')))
      return recordOf(tx, row, order);
    const changes = result.ok
      ? {
          pickupCourier: courier,
          pickupId: result.pickup.id,
          pickupStatus: result.pickup.status,
          pickupError: null,
        }
      : { pickupCourier: courier, pickupError: result.error };
    const [updated] = await tx.update(returns).set(changes).where(eq(returns.id, row.id)).returning();
    await recordAudit(tx, staff, {
      kind: 'return.pickup',
      subject: `return:${returnNumberOf(row)}`,
      orderId: row.orderId,
      before: pickupOf(row),
      after: pickupOf(updated!),
    });
    return recordOf(tx, updated!, order);
  });
}

/**
 * On approval (after its transaction committed): books the return pickup with the order's courier
 * where its API allows. A failure is recorded on the return for the admin to book again; the
 * approval stands either way. Answers the record as it is now.
 */
export async function pickupOnApproval(
  context: ReturnsContext,
  record: ReturnRecord,
  staff: Actor,
): Promise<ReturnRecord> {
  const via = pickupCourierOf(context, record);
  if (!via || record.row.status !== 'approved' || record.row.pickupId) return record;
  const result = await via.pickups.book({
    courier: via.courier,
    consignmentId: via.consignmentId,
    reason: `Return ${returnNumberOf(record.row)} of ${record.lines.length} part(s): ${record.row.reason}`,
  });
  return recordPickup(context, record, via.courier, result, staff);
}

/**
 * POST /api/returns/{id}/pickup (admins): books the pickup of an approved return again (booking it
 * on approval failed), or asks the courier where the booked one stands.
 */
export async function bookReturnPickup(context: ReturnsContext, id: string, staff: Actor): Promise<Return> {
  if (!isId(id)) throw notFound(returnMessages.notFound);
  const record = await readReturn(context.db, id);
  if (record.row.status !== 'approved') throw conflict(returnMessages.pickupNotApproved);
  const via = pickupCourierOf(context, record);
  if (!via) throw conflict(returnMessages.pickupUnavailable);
  if (!record.row.pickupId) return toReturn(await pickupOnApproval(context, record, staff));
  const result = await via.pickups.status({ courier: via.courier, id: record.row.pickupId });
  // A status that could not be read leaves the booked pickup as it was.
  if (!result.ok) return toReturn(record);
  return toReturn(await recordPickup(context, record, via.courier, result, staff));
}

import { paidOfOrder, refundsDeliveryFee } from '@chaka/contract';
import type { orders, returns } from '../../db/schema/index.js';

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof returns.$inferSelect;

/** What a return refunds, in minor units: all of it, and of it the order's delivery fee. */
export interface RefundAmount {
  totalMinor: number;
  feeMinor: number;
}

/**
 * What a return refunds: its lines' price, plus the order's delivery fee when the shop is at fault
 * (refundsDeliveryFee) and no earlier return of the order refunded the fee already, never more
 * than the customer paid less what earlier returns refunded. A refunded return keeps what it paid;
 * a rejected one refunds nothing.
 */
export function refundAmountOf(
  order: OrderRow,
  row: ReturnRow,
  linesMinor: number,
  /** The order's other returns. */
  others: readonly ReturnRow[],
): RefundAmount {
  if (row.refundedAt) return { totalMinor: row.refundMinor ?? 0, feeMinor: row.refundFeeMinor ?? 0 };
  if (row.status === 'rejected') return { totalMinor: 0, feeMinor: 0 };
  const refundedBefore = others.filter((other) => other.refundedAt);
  const feeRefunded = refundedBefore.some((other) => (other.refundFeeMinor ?? 0) > 0);
  const fee = refundsDeliveryFee(row.reason, row.shopAtFault) && !feeRefunded ? order.deliveryFeeMinor : 0;
  const paid = paidOfOrder({
    paid: order.paid,
    total: order.totalMinor,
    advancePaid: order.advancePaid,
    advance: order.advanceMinor,
  });
  const left = Math.max(0, paid - refundedBefore.reduce((sum, other) => sum + (other.refundMinor ?? 0), 0));
  const totalMinor = Math.min(linesMinor + fee, left);
  return { totalMinor, feeMinor: Math.min(fee, totalMinor) };
}

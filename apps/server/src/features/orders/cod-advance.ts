import { amountToCollect, isDhakaDistrict } from '@chaka/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { OrderContext } from './order-context.js';
import type { OrderRow } from './order-queries.js';

/**
 * Fewer fake cash-on-delivery orders (issue 34), COD_ADVANCE: as many Bangladeshi shops do, a cash
 * order may have to pay its delivery fee online (through SSLCommerz) before the shop confirms it,
 * and the courier collects the rest at the door. `off` asks no order for it; `fee` every cash
 * order; `risky` only one whose delivery phone has a returned order in this shop, or whose total is
 * above COD_ADVANCE_OVER. The order's one statement decides it as it writes the order
 * (take-stock.ts), since the phone's record is read there; orders.advance_minor keeps what was
 * decided (0 for none) and orders.advance_paid whether it came in.
 */

/** What the statement needs to decide an order's advance. */
export interface AdvanceTerms {
  /** The delivery fee to pay in advance; 0 when no cash order of this shop pays one. */
  feeMinor: number;
  /** Every cash order pays it (`fee`); else only a risky one (`risky`). */
  always: boolean;
  /** `risky`: above this total an order is risky; null when the total never makes it so. */
  overMinor: number | null;
}

/**
 * The fee a cash order pays in advance: its district's delivery charge, also when the order's
 * delivery is free (the courier still costs the shop that much both ways if nobody takes the
 * parcel), and never more than the total. Without delivery details, the outside-Dhaka charge.
 */
export function advanceFeeOf(context: Pick<OrderContext, 'delivery'>, district: string, totalMinor: number) {
  const { dhakaFee, outsideFee } = context.delivery;
  return Math.min(totalMinor, isDhakaDistrict(district) ? dhakaFee : outsideFee);
}

/** The terms of an order's advance under COD_ADVANCE; a paid-online order pays none. */
export function advanceTerms(
  context: Pick<OrderContext, 'delivery' | 'codAdvance'>,
  order: { paymentMethod: string; district: string; totalMinor: number },
): AdvanceTerms {
  const { mode, overMinor } = context.codAdvance;
  if (mode === 'off' || order.paymentMethod !== 'cod') return { feeMinor: 0, always: false, overMinor: null };
  return {
    feeMinor: advanceFeeOf(context, order.district, order.totalMinor),
    always: mode === 'fee',
    overMinor: mode === 'risky' ? overMinor : null,
  };
}

/** Whether a phone has a returned order in this shop: a risky phone for COD_ADVANCE=risky. */
async function hasReturns(tx: Tx, phone: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.deliveryPhone, phone), eq(orders.status, 'returned')))
    .limit(1);
  return found !== undefined;
}

/**
 * What new delivery details change on an unpaid advance (order-status.ts): its amount follows the
 * district's charge, and a placed cash order that owed none owes it now if the new phone or total
 * makes it risky. A decided advance is never dropped by a change: a new number must not undo what
 * the old one's record asked. A paid advance, or a confirmed order, keeps what it has.
 */
export async function advanceOnNewDelivery(
  tx: Tx,
  context: Pick<OrderContext, 'delivery' | 'codAdvance'>,
  row: OrderRow,
  delivery: { district: string; phone: string },
  totalMinor: number,
): Promise<Pick<OrderRow, 'advanceMinor'> | Record<string, never>> {
  if (row.paymentMethod !== 'cod' || row.advancePaid) return {};
  const feeMinor = advanceFeeOf(context, delivery.district, totalMinor);
  if (row.advanceMinor > 0) return { advanceMinor: feeMinor };
  const terms = advanceTerms(context, { paymentMethod: 'cod', district: delivery.district, totalMinor });
  if (row.status !== 'placed' || terms.feeMinor === 0) return {};
  const risky =
    terms.always ||
    (terms.overMinor !== null && totalMinor > terms.overMinor) ||
    (await hasReturns(tx, delivery.phone));
  return risky ? { advanceMinor: terms.feeMinor } : {};
}

/** What is still owed at the door, in minor units: 0 for an order paid online or paid in full. */
export const dueOnDeliveryMinor = (row: OrderRow) => (row.paymentMethod === 'cod' ? amountToCollect(row) : 0);

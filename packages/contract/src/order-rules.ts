import { isOpenOrder, type OrderStatus } from './order-status.js';
import type { PaymentMethod } from './payment-methods.js';

/**
 * The rules about an order's state, written once for the server and the web app. They read the
 * API's order or a row of the orders table: `total` may be in major or minor units, as only
 * whether it is above zero counts.
 */

/**
 * An order is free when nothing is to pay, delivery included; it needs no payment.
 */
export const isFreeOrder = (order: { total: number }) => order.total <= 0;

/** Whether an order still needs its delivery details before it can ship. */
export const needsDeliveryDetails = (order: { delivery: object | null | undefined }) => !order.delivery;

/**
 * Whether an order waits for its online payment: paid online, not paid yet, not free. Such an order
 * is confirmed only once paid.
 */
export const awaitsOnlinePayment = (order: { paymentMethod: PaymentMethod; paid: boolean; total: number }) =>
  order.paymentMethod === 'online' && !order.paid && !isFreeOrder(order);

/**
 * Issue 34 (COD_ADVANCE): whether a cash order waits for its delivery fee, paid online before the
 * shop confirms it. `advance` may be in major or minor units, as only whether it is above zero counts.
 */
export const awaitsAdvance = (order: {
  paymentMethod: PaymentMethod;
  paid: boolean;
  advance: number;
  advancePaid: boolean;
}) => order.paymentMethod === 'cod' && !order.paid && order.advance > 0 && !order.advancePaid;

/**
 * An unpaid order holds its parts out of stock without their money: open (placed or confirmed),
 * not paid and not free, whatever its payment method. This is the one definition: an account's
 * count of them (`user.unpaid_orders`, MAX_UNPAID_ORDERS) is kept by the database trigger
 * `orders_count_held` (apps/server/drizzle/0013_hoarding-caps.sql: `status in ('placed',
 * 'confirmed')`, `not paid`, `total_cents > 0`), which writes the same condition in SQL; a
 * migration is never edited once shipped (its hash is checked when a backup is restored). The
 * server's own queries build theirs from OPEN_ORDER_STATUSES (features/orders/unpaid-orders.ts).
 */
export const isUnpaidOrder = (order: { status: OrderStatus; paid: boolean; total: number }) =>
  isOpenOrder(order) && !order.paid && !isFreeOrder(order);

/**
 * Whether an order may be cancelled: open and not paid (a free order too), and no delivery fee paid
 * online for it (issue 34, COD_ADVANCE: its payment went through, so the server refuses as for a
 * paid order). The server says why not with a 409 (cancel-order.ts); the web app shows the button
 * only when this holds.
 */
export const canCancelOrder = (order: { status: OrderStatus; paid: boolean; advancePaid?: boolean }) =>
  isOpenOrder(order) && !order.paid && !order.advancePaid;

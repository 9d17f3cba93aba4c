import { z } from 'zod';
import { CourierSchema, TrackingNumberSchema } from './couriers.js';
import { deliveryMessages } from './delivery.js';

/** An order's statuses and the moves between them, and the admin's request to move one. */
export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: deliveryMessages.status });

/**
 * The one way forward from each status; delivered, cancelled and returned are final. A parcel the
 * courier brings back to the shop makes a shipped order returned (canMoveOrder).
 */
const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = {
  placed: 'confirmed',
  confirmed: 'shipped',
  shipped: 'delivered',
  delivered: null,
  cancelled: null,
  returned: null,
};
/**
 * An open order is placed or confirmed: not yet on its way, not cancelled. It holds its parts out
 * of stock and may still be cancelled (once on its way it can no longer be called back).
 */
export const OPEN_ORDER_STATUSES = ['placed', 'confirmed'] as const satisfies readonly OrderStatus[];
const OPEN: ReadonlySet<OrderStatus> = new Set(OPEN_ORDER_STATUSES);

/** Whether an order is open (OPEN_ORDER_STATUSES). */
export const isOpenOrder = (order: { status: OrderStatus }) => OPEN.has(order.status);

/** The status an admin moves an order to next; null when it has reached the end. */
export function nextOrderStatus(from: OrderStatus): OrderStatus | null {
  return NEXT_STATUS[from];
}

/**
 * Whether an order may go from one status to another: one step forward at a time, cancelled
 * before it ships, or returned once shipped. Conditions on payment (a paid order is not cancelled, an online order is
 * confirmed once paid) are the server's, which knows the payment.
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (to === 'cancelled') return OPEN.has(from);
  if (to === 'returned') return from === 'shipped';
  return NEXT_STATUS[from] === to;
}

/** The longest note a move may carry. */
export const STATUS_NOTE_MAX_LENGTH = 300;

/** Why the admin made a move (issue 34: "Called the customer"), kept by the order's timeline. */
export const StatusNoteSchema = z
  .string({ error: 'The note must be text' })
  .trim()
  .min(1, 'The note is empty. Please write why, or leave the note out.')
  .max(STATUS_NOTE_MAX_LENGTH, `The note can be at most ${STATUS_NOTE_MAX_LENGTH} characters long`);

/**
 * PATCH /api/orders/{id}/status: shipping names the courier and its tracking number. `note` is
 * optional: confirming a cash order whose phone is not verified needs one (issue 34).
 */
export const ChangeOrderStatusBodySchema = z
  .object({
    status: OrderStatusSchema,
    courier: CourierSchema.optional(),
    trackingNumber: TrackingNumberSchema.optional(),
    note: StatusNoteSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return;
    // Only an absent field is reported here: one that was sent and refused has its own issue.
    const missing = {
      courier: deliveryMessages.courierRequired,
      trackingNumber: deliveryMessages.trackingNumberRequired,
    };
    for (const [field, message] of Object.entries(missing)) {
      if (body[field as keyof typeof missing] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ChangeOrderStatusBody = z.output<typeof ChangeOrderStatusBodySchema>;

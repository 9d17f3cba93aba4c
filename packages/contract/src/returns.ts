import { z } from 'zod';
import { hasControlCharacters, IdSchema, withoutBidiControls } from './common.js';
import { isShopImage } from './images.js';

/**
 * Returns, refunds and warranty claims (issue 35). A customer sends back parts of a delivered
 * order; the shop approves, receives and refunds them. Money is in major units, like every order
 * amount of the API.
 */

/** Why a customer sends a part back. `warranty` is a claim after the return window. */
export const RETURN_REASONS = [
  'wrong_fit',
  'damaged',
  'not_as_described',
  'changed_mind',
  'warranty',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  error: `The reason must be one of ${RETURN_REASONS.join(', ')}`,
});

/** requested -> approved -> received -> refunded, or rejected (with a reason) before it is received. */
export const RETURN_STATUSES = ['requested', 'approved', 'received', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** The moves PATCH /api/returns/{id} makes; refunded is POST /api/returns/{id}/refund's. */
export const RETURN_MOVES = ['approved', 'rejected', 'received'] as const;
export type ReturnMove = (typeof RETURN_MOVES)[number];
/** A return still being handled: the order can have no other open one. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnStatus[];

const FROM: Record<ReturnMove | 'refunded', readonly ReturnStatus[]> = {
  approved: ['requested'],
  // Rejected while the part has not come back to stock: once received, only a refund follows.
  rejected: ['requested', 'approved'],
  received: ['approved'],
  refunded: ['received'],
};
/** Whether a return may go from one status to another: forward only (409 otherwise). */
export const canMoveReturn = (from: ReturnStatus, to: ReturnMove | 'refunded') => FROM[to].includes(from);

/**
 * Whether the shop is at fault, so the delivery fee is refunded too: a part that arrived damaged or
 * not as described always; a wrong fit only when the admin says the shop sent the wrong part
 * (`shopAtFault` on approval or receipt), as a customer who picked a part that does not fit their
 * car pays the delivery. A changed mind and a warranty claim never get the fee back.
 */
export function refundsDeliveryFee(reason: ReturnReason, shopAtFault: boolean): boolean {
  if (reason === 'damaged' || reason === 'not_as_described') return true;
  return reason === 'wrong_fit' && shopAtFault;
}

/** How customers and the shop speak of a return: RT-10001. */
export const formatReturnNumber = (returnNumber: number) => `RT-${returnNumber}`;

export const RETURN_NOTE_MAX_LENGTH = 1000;
export const RETURN_PHOTOS_MAX = 6;
export const RETURN_REFERENCE_MAX_LENGTH = 200;

/** Answers of the returns API; the catalogs' `validation.returns.*` translate them. */
export const returnMessages = {
  notFound: 'This return does not exist',
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: (days: number) =>
    `The return window of ${days} days after delivery has closed. A part under warranty can still be claimed with the reason warranty.`,
  notReturnable: (name: string) => `${name} cannot be returned`,
  noWarranty: (name: string) => `${name} has no warranty`,
  warrantyOver: (name: string) => `The warranty of ${name} has ended`,
  notInOrder: 'This part is not in the order',
  tooMany: (name: string, left: number) => `At most ${left} of ${name} can still be returned`,
  openReturn: 'This order already has an open return. Please wait until it is settled.',
  cannotMove: (from: string, to: string) => `A return that is ${from} cannot be marked ${to}`,
  rejectionReasonNeeded: 'Please write why the return is rejected',
  nothingToRefund: 'Nothing is left to refund on this order',
  onlineRefundUnavailable:
    'This order was paid online and its refund through the payment provider is not available yet. Refund it by hand with method manual (bKash, Nagad or cash) and its reference.',
  cashNeedsManual:
    'This order was paid in cash: record the refund made by hand with method manual and its reference (bKash or Nagad number, or cash)',
  refundFailed: (reason: string) => `The payment provider refused the refund: ${reason}`,
  notManual: 'Only a refund made by hand is confirmed by the customer',
  confirmedAlready: 'You have already confirmed this refund',
  photoNotUploaded: 'A photo must be an image uploaded to the shop',
  duplicateLine: 'Each part can be listed once',
  linesRequired: 'Choose at least one part to return',
  quantityPositive: 'The quantity must be a whole number of at least 1',
  noteTooLong: `The note can be at most ${RETURN_NOTE_MAX_LENGTH} characters long`,
  tooManyPhotos: `At most ${RETURN_PHOTOS_MAX} photos`,
  referenceTooLong: `The reference can be at most ${RETURN_REFERENCE_MAX_LENGTH} characters long`,
  textOnly: 'Must be text without control characters',
  pickupNotApproved: 'A return pickup is booked only for an approved return',
  pickupUnavailable:
    'The order was not shipped with a courier whose API books return pickups: the customer drops the parts at the courier or brings them to the shop',
} as const;

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: returnMessages.textOnly })
    .overwrite(withoutBidiControls)
    .trim()
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value.replace(/[\n\t]/g, '')), returnMessages.textOnly);

/** One part going back. */
export const ReturnLineInputSchema = z.object({
  productId: IdSchema,
  quantity: z
    .number({ error: returnMessages.quantityPositive })
    .int(returnMessages.quantityPositive)
    .min(1, returnMessages.quantityPositive)
    .max(100_000, returnMessages.quantityPositive),
});

/** POST /api/orders/{id}/returns. `photos` are URLs POST /api/uploads gave (`/uploads/....webp`). */
export const CreateReturnBodySchema = z.object({
  lines: z
    .array(ReturnLineInputSchema, { error: returnMessages.linesRequired })
    .min(1, returnMessages.linesRequired)
    .max(50, returnMessages.duplicateLine)
    .refine(
      (lines) => new Set(lines.map((line) => line.productId)).size === lines.length,
      returnMessages.duplicateLine,
    ),
  reason: ReturnReasonSchema,
  note: optionalText(RETURN_NOTE_MAX_LENGTH, returnMessages.noteTooLong).optional(),
  photos: z
    .array(
      z
        .string({ error: returnMessages.photoNotUploaded })
        .refine((url) => url.startsWith('/uploads/') && isShopImage(url), returnMessages.photoNotUploaded),
    )
    .max(RETURN_PHOTOS_MAX, returnMessages.tooManyPhotos)
    .default([]),
});
export type CreateReturnBody = z.infer<typeof CreateReturnBodySchema>;
export type CreateReturnInput = z.input<typeof CreateReturnBodySchema>;

/**
 * PATCH /api/returns/{id} (admins). `reason` is why it is rejected (required then); `damaged` on
 * received writes the parts off instead of putting them back in stock; `shopAtFault` (approved or
 * received) says the shop sent the wrong part, so a wrong fit gets its delivery fee back too.
 */
export const MoveReturnBodySchema = z.object({
  status: z.enum(RETURN_MOVES, { error: `The status must be one of ${RETURN_MOVES.join(', ')}` }),
  reason: optionalText(300, 'The reason can be at most 300 characters long').optional(),
  damaged: z.boolean({ error: 'damaged must be true or false' }).optional(),
  shopAtFault: z.boolean({ error: 'shopAtFault must be true or false' }).optional(),
});
export type MoveReturnBody = z.infer<typeof MoveReturnBodySchema>;

/**
 * POST /api/returns/{id}/refund (admins). `method: 'manual'`: the admin paid the money back by hand
 * (bKash/Nagad number or cash) and `reference` says how; without it an order paid online is refunded
 * through its payment provider.
 */
export const RefundReturnBodySchema = z.object({
  method: z.enum(['manual'], { error: 'The method can only be manual' }).optional(),
  reference: optionalText(RETURN_REFERENCE_MAX_LENGTH, returnMessages.referenceTooLong).optional(),
});
export type RefundReturnBody = z.infer<typeof RefundReturnBodySchema>;

export const REFUND_METHODS = ['manual', 'sslcommerz', 'card'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** GET /api/returns: the admin sees every return, a customer their own; newest first. */
export const ReturnListQuerySchema = z.object({
  status: z
    .enum([...RETURN_STATUSES, 'open', 'all'], {
      error: `Status must be one of ${[...RETURN_STATUSES, 'open', 'all'].join(', ')}`,
    })
    .optional(),
  reason: ReturnReasonSchema.optional(),
  orderId: IdSchema.optional(),
  /** Newest first, RETURN_PAGE_SIZE a page unless `limit` says fewer or more (at most 200). */
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
/** The returns one GET /api/returns answers by default. */
export const RETURN_PAGE_SIZE = 50;
export type ReturnListQuery = z.infer<typeof ReturnListQuerySchema>;

/**
 * What the customer paid for an order so far, the most its returns may refund: all of it once
 * paid, else a delivery fee paid in advance (issue 34). In the units it is given in.
 */
export const paidOfOrder = (order: {
  paid: boolean;
  total: number;
  advancePaid: boolean;
  advance: number;
}) => (order.paid ? order.total : order.advancePaid ? order.advance : 0);

/** An order's refunds, as the order shows them: none, part of what was paid, or all of it. */
export const ORDER_REFUND_STATES = ['none', 'partly_refunded', 'refunded'] as const;
export type OrderRefundState = (typeof ORDER_REFUND_STATES)[number];
export const orderRefundState = (refunded: number, paid: number): OrderRefundState =>
  refunded <= 0 ? 'none' : refunded >= paid ? 'refunded' : 'partly_refunded';

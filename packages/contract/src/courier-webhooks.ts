import { z } from 'zod';

/**
 * What the couriers' webhooks send and are answered (issue 33). Both are read loosely: a courier
 * adds fields over time, and a field the shop does not know must not make it refuse the call. The
 * secret is checked before anything in the body is read (features/couriers/webhook-routes.ts).
 */

const ConsignmentIdSchema = z.union([z.string().max(100), z.number()]).transform(String);
const AmountSchema = z.union([z.number(), z.string().max(30)]).nullish();

/** POST /api/couriers/pathao/webhook: `event` is order.picked, order.delivered, webhook_integration, ... */
export const PathaoWebhookBodySchema = z.looseObject({
  event: z.string().max(100),
  consignment_id: ConsignmentIdSchema.nullish(),
  merchant_order_id: z.string().max(100).nullish(),
  /** Taka the courier collected (order.delivered, order.partial-delivery). */
  collected_amount: AmountSchema,
});
export type PathaoWebhookBody = z.output<typeof PathaoWebhookBodySchema>;

/** POST /api/couriers/steadfast/webhook. */
export const SteadfastWebhookBodySchema = z.looseObject({
  notification_type: z.string().max(100),
  consignment_id: ConsignmentIdSchema.nullish(),
  invoice: z.string().max(100).nullish(),
  status: z.string().max(100).nullish(),
  cod_amount: AmountSchema,
  tracking_message: z.string().max(1000).nullish(),
});
export type SteadfastWebhookBody = z.output<typeof SteadfastWebhookBodySchema>;

/**
 * What the shop did with a courier's call: `applied` (the order moved or its timeline grew),
 * `unchanged` (a replay, a late word, or nothing to record), `unknown` (no order has that
 * parcel: answered all the same, so the courier does not retry it forever).
 */
export const COURIER_WEBHOOK_OUTCOMES = ['applied', 'unchanged', 'unknown'] as const;
export const CourierWebhookAnswerSchema = z.object({
  status: z.literal('success'),
  outcome: z.enum(COURIER_WEBHOOK_OUTCOMES),
});
export type CourierWebhookAnswer = z.infer<typeof CourierWebhookAnswerSchema>;

export const courierWebhookMessages = {
  badSecret: 'This webhook call does not carry the shop secret',
  courierUnreachable: 'The courier could not be asked about this parcel now; please send it again later',
} as const;

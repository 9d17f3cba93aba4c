import type { PathaoWebhookBody } from '@chaka/contract';
import type { ParcelStep } from '../../lib/parcel-outcome.js';
import { takaToMinor } from './courier.js';
import type { ParcelSignal } from './follow-parcel.js';

/**
 * Pathao's webhooks, as its merchant panel documents them: one POST per event of a parcel, with
 * the shop's secret in X-PATHAO-Signature. Each answer, the integration check's included, is 202
 * with the header below set to the value Pathao's documentation gives.
 */
export const PATHAO_INTEGRATION_HEADER = 'X-Pathao-Merchant-Webhook-Integration-Secret';
export const PATHAO_INTEGRATION_SECRET = 'f3992ecc-59da-4cbe-a049-a13da2018d51';
export const PATHAO_INTEGRATION_EVENT = 'webhook_integration';

/** Events of a parcel on its way, as the timeline keeps them. */
const STEPS: Readonly<Record<string, ParcelStep>> = {
  'order.picked': 'picked',
  'order.at-the-sorting-hub': 'at_hub',
  'order.in-transit': 'in_transit',
  'order.received-at-last-mile-hub': 'at_hub',
  'order.assigned-for-delivery': 'out_for_delivery',
  'order.delivery-failed': 'delivery_failed',
  'order.on-hold': 'on_hold',
};

/** Events that move money or stock: believed only once Pathao's status API says the same. */
const TO_CONFIRM = new Set([
  'order.delivered',
  'order.partial-delivery',
  'order.returned',
  'order.paid-return',
  'order.pickup-cancelled',
]);

/**
 * What a Pathao event says of its parcel. Created, updated, pickup requests, order.paid (Pathao
 * paying the shop its collected cash) and events Pathao adds later change nothing on the order.
 */
export function pathaoSignal(body: PathaoWebhookBody): ParcelSignal {
  const step = STEPS[body.event];
  if (step) return { kind: 'step', step, courierStatus: body.event };
  if (TO_CONFIRM.has(body.event))
    return { kind: 'confirm', collectedMinor: takaToMinor(body.collected_amount) };
  return { kind: 'none', courierStatus: body.event };
}

import type { SteadfastWebhookBody } from '@chaka/contract';
import { takaToMinor } from './courier.js';
import type { ParcelSignal } from './follow-parcel.js';

/**
 * Steadfast's webhooks, as its portal documents them: `delivery_status` when a consignment's
 * status changes (pending, delivered, partial_delivered, cancelled, hold, ...) and
 * `tracking_update` when it moves, with the Bearer token the shop set in the portal.
 */

/** Steadfast writes a status as "Delivered", "partial_delivered" or "Partial Delivered". */
const normalised = (status: string | null | undefined) =>
  (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Statuses that move money or stock: believed only once Steadfast's status API says the same. */
const TO_CONFIRM = new Set(['delivered', 'partial_delivered', 'cancelled']);

/**
 * What a Steadfast call says of its parcel. A tracking update's message is Steadfast's own
 * English, which the timeline could not show in Bangla: it is kept as "on its way" (once).
 */
export function steadfastSignal(body: SteadfastWebhookBody): ParcelSignal {
  const status = normalised(body.status);
  if (body.notification_type === 'tracking_update')
    return { kind: 'step', step: 'in_transit', courierStatus: status || 'tracking_update' };
  if (body.notification_type !== 'delivery_status')
    return { kind: 'none', courierStatus: body.notification_type };
  if (TO_CONFIRM.has(status)) return { kind: 'confirm', collectedMinor: takaToMinor(body.cod_amount) };
  if (status === 'hold') return { kind: 'step', step: 'on_hold', courierStatus: status };
  return { kind: 'none', courierStatus: status };
}

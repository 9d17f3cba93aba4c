import { requiredText } from './common.js';
import { deliveryMessages } from './delivery.js';

/** The couriers Bangladeshi shops ship with; any other courier's name is accepted as typed. */
export const COURIERS = ['Pathao', 'Steadfast', 'RedX', 'Sundarban', 'SA Paribahan'] as const;
const COURIER_BY_KEY = new Map(
  COURIERS.map((courier) => [courier.toLowerCase().replace(/\s/g, ''), courier]),
);

/** A courier's name; a known courier in any letter case is stored in its own spelling. */
export const CourierSchema = requiredText(deliveryMessages.courierRequired, 60).transform(
  (value) => COURIER_BY_KEY.get(value.toLowerCase().replace(/\s/g, '')) ?? value,
);

export const TrackingNumberSchema = requiredText(deliveryMessages.trackingNumberRequired, 60).regex(
  /^[\p{L}\p{N}][\p{L}\p{N} ./_-]*$/u,
  deliveryMessages.trackingNumberInvalid,
);

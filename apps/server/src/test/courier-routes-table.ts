import { PATHAO_TEST_SETTINGS } from './pathao-stand-in.js';
import type { RouteRequest } from './scene.js';
import { STEADFAST_TEST_SETTINGS } from './steadfast-stand-in.js';

let counter = 0;

/**
 * The requests of the couriers' webhooks for test/route-table.ts: a courier proves itself by the
 * shop's secret, not by a session (the test shops run both couriers against their stand-ins,
 * test/app.ts). Each names a parcel the shop never booked: answered, and nothing changes.
 */
export const COURIER_WEBHOOK_REQUESTS = {
  pathaoWebhook: {
    answers: 202 as const,
    loose: true as const,
    request: async (): Promise<RouteRequest> => {
      counter += 1;
      return {
        headers: { 'x-pathao-signature': PATHAO_TEST_SETTINGS.PATHAO_WEBHOOK_SECRET },
        payload: { event: 'order.in-transit', consignment_id: `DL-NEVER-BOOKED-${counter}` },
      };
    },
  },
  steadfastWebhook: {
    loose: true as const,
    request: async (): Promise<RouteRequest> => {
      counter += 1;
      return {
        headers: { authorization: `Bearer ${STEADFAST_TEST_SETTINGS.STEADFAST_WEBHOOK_TOKEN}` },
        payload: { notification_type: 'tracking_update', consignment_id: 900_000_000 + counter },
      };
    },
  },
};

import { ErrorResponseSchema } from '../common.js';
import {
  CourierWebhookAnswerSchema,
  PathaoWebhookBodySchema,
  SteadfastWebhookBodySchema,
} from '../courier-webhooks.js';
import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';

/**
 * The couriers' calls about their parcels (issue 33). A courier proves itself by the shop's
 * secret, not by a session: a call without it is 401 and changes nothing. A delivered or returned
 * parcel is confirmed with the courier's status API before money or stock moves; 503 when the
 * courier cannot be asked (it sends the call again, and the sweep asks meanwhile).
 */
export const courierWebhookEndpoints = {
  pathaoWebhook: defineEndpoint({
    ...routes.pathaoWebhook,
    tag: 'couriers',
    summary: "Pathao's parcel events (X-PATHAO-Signature: PATHAO_WEBHOOK_SECRET)",
    description:
      'Answered 202 with the header X-Pathao-Merchant-Webhook-Integration-Secret, as Pathao asks, also for its integration check ({ "event": "webhook_integration" }). An unknown parcel is answered too (outcome unknown).',
    body: PathaoWebhookBodySchema,
    response: CourierWebhookAnswerSchema,
    otherResponses: { 202: CourierWebhookAnswerSchema, 401: ErrorResponseSchema, 503: ErrorResponseSchema },
  }),
  steadfastWebhook: defineEndpoint({
    ...routes.steadfastWebhook,
    tag: 'couriers',
    summary:
      "Steadfast's delivery status and tracking updates (Authorization: Bearer STEADFAST_WEBHOOK_TOKEN)",
    description: 'An unknown parcel is answered too (outcome unknown).',
    body: SteadfastWebhookBodySchema,
    response: CourierWebhookAnswerSchema,
    otherResponses: { 401: ErrorResponseSchema, 503: ErrorResponseSchema },
  }),
};

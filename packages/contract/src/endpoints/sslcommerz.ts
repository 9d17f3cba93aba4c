import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';
import {
  SslcommerzDecisionBodySchema,
  SslcommerzDecisionResponseSchema,
  SslcommerzIpnResponseSchema,
  SslcommerzNotificationSchema,
  SslcommerzReviewListSchema,
  SslcommerzSessionBodySchema,
  SslcommerzSessionResponseSchema,
  TranIdParamsSchema,
} from '../sslcommerz.js';

/** The gateway posts forms; API clients and tests may send the same fields as JSON. */
const FORM = ['application/x-www-form-urlencoded', 'application/json'] as const;

const returnEndpoint = (
  route: (typeof routes)['sslcommerzSuccess' | 'sslcommerzFail' | 'sslcommerzCancel'],
) =>
  defineEndpoint({
    ...route,
    tag: 'payments',
    summary: `The browser's return from the gateway's page (${route.path.split('/').pop()})`,
    description:
      "Validated with the gateway like the IPN; answers 303 See Other to the order's page with ?payment=success, held or failed (and the reason).",
    body: SslcommerzNotificationSchema,
    consumes: FORM,
    response: SslcommerzIpnResponseSchema,
  });

/** Only when SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are set. */
export const sslcommerzEndpoints = {
  sslcommerzSession: defineEndpoint({
    ...routes.sslcommerzSession,
    tag: 'payments',
    summary: "Open an SSLCommerz payment of the order's total (its owner): the gateway's page to go to",
    description:
      "For a cash on delivery order it is the delivery fee the order owes in advance (COD_ADVANCE, the order's `advance`), and 409 when it owes none; the rest is collected at the door.",
    body: SslcommerzSessionBodySchema,
    response: SslcommerzSessionResponseSchema,
    errors: [404, 409, 502],
  }),
  sslcommerzIpn: defineEndpoint({
    ...routes.sslcommerzIpn,
    tag: 'payments',
    summary: "SSLCommerz's IPN: the payment is validated with the gateway before it counts",
    body: SslcommerzNotificationSchema,
    consumes: FORM,
    response: SslcommerzIpnResponseSchema,
    errors: [502],
  }),
  sslcommerzSuccess: returnEndpoint(routes.sslcommerzSuccess),
  sslcommerzFail: returnEndpoint(routes.sslcommerzFail),
  sslcommerzCancel: returnEndpoint(routes.sslcommerzCancel),
  sslcommerzReview: defineEndpoint({
    ...routes.sslcommerzReview,
    tag: 'payments',
    summary: 'SSLCommerz payments held for a decision or to refund (admins)',
    response: SslcommerzReviewListSchema,
  }),
  sslcommerzDecide: defineEndpoint({
    ...routes.sslcommerzDecide,
    tag: 'payments',
    summary: 'Approve or refuse a held SSLCommerz payment (admins)',
    params: TranIdParamsSchema,
    body: SslcommerzDecisionBodySchema,
    response: SslcommerzDecisionResponseSchema,
    errors: [404, 409],
  }),
};

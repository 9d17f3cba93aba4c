import { IdParamsSchema } from '../common.js';
import { OrderDocumentsSchema } from '../documents.js';
import { defineEndpoint } from '../endpoint.js';
import { routes } from '../routes.js';
import { TrackAnswerSchema, TrackQuerySchema } from '../tracking.js';

/** Following a parcel without signing in, and the papers that go with an order (issue 33). */
export const trackingEndpoints = {
  trackOrder: defineEndpoint({
    ...routes.trackOrder,
    tag: 'orders',
    summary: 'Where an order is: its status, timeline, courier and tracking code, by its number and phone',
    description:
      'No sign-in. A wrong phone number is answered exactly as an unknown order (404). A client may look up 10 orders a minute (429 beyond).',
    querystring: TrackQuerySchema,
    response: TrackAnswerSchema,
    errors: [404, 429],
  }),
  orderDocuments: defineEndpoint({
    ...routes.orderDocuments,
    tag: 'orders',
    summary: "What an order's invoice and packing slip print (its owner or an admin)",
    params: IdParamsSchema,
    response: OrderDocumentsSchema,
    errors: [404],
  }),
};

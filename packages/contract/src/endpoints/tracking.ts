import { IdParamsSchema } from '../common.js';
import { OrderDocumentsQuerySchema, OrderDocumentsSchema } from '../documents.js';
import { defineEndpoint } from '../endpoint.js';
import { fullOrPackerView, PackingSlipSchema } from '../packer-view.js';
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
    description:
      'A packer is answered what the packing slip prints (no prices or totals, but what the courier collects), for the orders they may read (GET /api/order/{id}); ?document=invoice is refused to them (403).',
    params: IdParamsSchema,
    querystring: OrderDocumentsQuerySchema,
    response: fullOrPackerView(OrderDocumentsSchema, PackingSlipSchema),
    errors: [404],
  }),
};

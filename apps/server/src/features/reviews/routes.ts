import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import { createReview, listReviews } from './reviews-service.js';

/** The response header that carries the number of reviews in all (for paging and the "{n} Reviews" label). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const route = endpointRouter(app);

  // The home page shows the latest reviews (its rendered copy is cached, plugins/web.ts).
  route(
    endpoints.createReview,
    async (request) => ({ insertedId: await createReview(app.db, currentUser(request).id, request.body) }),
    { invalidates: ['reviews'] },
  );

  route(endpoints.listReviews, async (request, reply) => {
    const { reviews, total } = await listReviews(app.db, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    reply.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
    return reviews;
  });
};

import { endpoints } from '@chaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRouter } from '../../lib/endpoint-route.js';
import { currentUser } from '../../lib/ownership.js';
import {
  createReview,
  deleteReview,
  listAllReviews,
  listReviews,
  setReviewHidden,
} from './reviews-service.js';

/** The response header that carries the number of reviews in all (for paging and the "{n} Reviews" label). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const reviewRoutes: FastifyPluginAsync<{ reviewsPerDay: number }> = async (app, { reviewsPerDay }) => {
  const route = endpointRouter(app);
  // The home page shows the latest reviews (its rendered copy is cached, plugins/web.ts): every
  // write of a review clears it.
  const changesReviews = { invalidates: ['reviews'] } as const;

  route(
    endpoints.createReview,
    async (request) => ({
      insertedId: await createReview(app.db, currentUser(request).id, request.body, {
        perDay: reviewsPerDay,
      }),
    }),
    changesReviews,
  );

  route(endpoints.listReviews, async (request, reply) => {
    const { reviews, total } = await listReviews(app.db, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    reply.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
    return reviews;
  });

  // The admin's Reviews screen.
  route(endpoints.adminReviews, async (request, reply) => {
    const { reviews, total } = await listAllReviews(app.db, request.query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    reply.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
    return reviews;
  });

  route(
    endpoints.moderateReview,
    (request) => setReviewHidden(app.db, request.params.id, request.body.hidden, currentUser(request)),
    changesReviews,
  );

  route(
    endpoints.deleteReview,
    async (request) => {
      await deleteReview(app.db, request.params.id, currentUser(request));
      return { deletedCount: 1 as const };
    },
    changesReviews,
  );
};

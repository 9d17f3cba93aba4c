import {
  apiPaths,
  CreateReviewBodySchema,
  ErrorResponseSchema,
  InsertedIdResponseSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
} from '@chaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.js';
import { currentUser } from '../../lib/ownership.js';
import { createReview, listReviews } from './reviews-service.js';

/** The response header that carries the number of reviews in all (for paging and the "{n} Reviews" label). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.review,
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Post a review; the author and date come from your session',
        body: CreateReviewBodySchema,
        response: {
          200: InsertedIdResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const insertedId = await createReview(app.db, currentUser(request).id, request.body);
      if (!insertedId) throw unauthorized();
      return { insertedId };
    },
  );

  app.get(
    apiPaths.reviews,
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: `Reviews, newest first, one page at a time; the ${TOTAL_COUNT_HEADER} header has the total`,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { reviews, total } = await listReviews(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      reply.header('Access-Control-Expose-Headers', TOTAL_COUNT_HEADER);
      return reviews;
    },
  );
};

import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { ContactBodySchema, NewsletterBodySchema, OkResponseSchema } from '../newsletter.js';
import {
  AdminReviewListQuerySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  CreateReviewBodySchema,
  InsertedIdResponseSchema,
  ModerateReviewBodySchema,
  ReviewDeletedSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
} from '../reviews.js';
import { routes } from '../routes.js';
import { EmailParamsSchema } from '../users.js';

/** The shop's public conversation: reviews, the newsletter and the contact form. */
export const siteEndpoints = {
  createReview: defineEndpoint({
    ...routes.createReview,
    tag: 'reviews',
    summary: 'Post a review; the author and date come from your session',
    description: 'An account adds at most REVIEWS_PER_DAY reviews in 24 hours (429 beyond).',
    body: CreateReviewBodySchema,
    response: InsertedIdResponseSchema,
    errors: [429],
  }),
  listReviews: defineEndpoint({
    ...routes.listReviews,
    tag: 'reviews',
    summary:
      "Reviews, verified buyers' first, then newest first, one page at a time; the X-Total-Count header has the total",
    description: 'Reviews the admin hid are left out.',
    querystring: ReviewListQuerySchema,
    response: ReviewListSchema,
  }),
  adminReviews: defineEndpoint({
    ...routes.adminReviews,
    tag: 'reviews',
    summary: 'Every review, newest first, also hidden ones (admin); the X-Total-Count header has the total',
    querystring: AdminReviewListQuerySchema,
    response: AdminReviewListSchema,
  }),
  moderateReview: defineEndpoint({
    ...routes.moderateReview,
    tag: 'reviews',
    summary: 'Hide a review from the public lists, or show it again (admin)',
    params: IdParamsSchema,
    body: ModerateReviewBodySchema,
    response: AdminReviewSchema,
    errors: [404],
  }),
  deleteReview: defineEndpoint({
    ...routes.deleteReview,
    tag: 'reviews',
    summary: 'Remove a review for good (admin)',
    params: IdParamsSchema,
    response: ReviewDeletedSchema,
    errors: [404],
  }),
  subscribeNewsletter: defineEndpoint({
    ...routes.subscribeNewsletter,
    tag: 'newsletter',
    summary: 'Subscribe an address to the newsletter (again is fine)',
    params: EmailParamsSchema,
    body: NewsletterBodySchema,
    response: OkResponseSchema,
  }),
  sendContactMessage: defineEndpoint({
    ...routes.sendContactMessage,
    tag: 'contact',
    summary: 'Send a message to the shop (stored and mailed to the shop)',
    body: ContactBodySchema,
    response: OkResponseSchema,
    errors: [429],
  }),
};

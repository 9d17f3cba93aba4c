import { defineEndpoint } from '../endpoint.js';
import { ContactBodySchema, NewsletterBodySchema, OkResponseSchema } from '../newsletter.js';
import {
  CreateReviewBodySchema,
  InsertedIdResponseSchema,
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
    body: CreateReviewBodySchema,
    response: InsertedIdResponseSchema,
  }),
  listReviews: defineEndpoint({
    ...routes.listReviews,
    tag: 'reviews',
    summary: 'Reviews, newest first, one page at a time; the X-Total-Count header has the total',
    querystring: ReviewListQuerySchema,
    response: ReviewListSchema,
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

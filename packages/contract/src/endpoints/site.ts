import { defineEndpoint } from '../endpoint.js';
import { ContactBodySchema, NewsletterBodySchema, OkResponseSchema } from '../newsletter.js';
import {
  CreateReviewBodySchema,
  InsertedIdResponseSchema,
  ReviewListQuerySchema,
  ReviewListSchema,
} from '../reviews.js';
import { EmailParamsSchema } from '../users.js';

/** The shop's public conversation: reviews, the newsletter and the contact form. */
export const siteEndpoints = {
  createReview: defineEndpoint({
    method: 'POST',
    path: '/api/review',
    who: 'signed-in',
    tag: 'reviews',
    summary: 'Post a review; the author and date come from your session',
    body: CreateReviewBodySchema,
    response: InsertedIdResponseSchema,
  }),
  listReviews: defineEndpoint({
    method: 'GET',
    path: '/api/reviews',
    who: 'anyone',
    tag: 'reviews',
    summary: 'Reviews, newest first, one page at a time; the X-Total-Count header has the total',
    querystring: ReviewListQuerySchema,
    response: ReviewListSchema,
  }),
  subscribeNewsletter: defineEndpoint({
    method: 'POST',
    path: '/api/newsletter/:email',
    who: 'anyone',
    tag: 'newsletter',
    summary: 'Subscribe an address to the newsletter (again is fine)',
    params: EmailParamsSchema,
    body: NewsletterBodySchema,
    response: OkResponseSchema,
  }),
  sendContactMessage: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    who: 'anyone',
    tag: 'contact',
    summary: 'Send a message to the shop (stored and mailed to the shop)',
    body: ContactBodySchema,
    response: OkResponseSchema,
    errors: [429],
  }),
};

import { z } from 'zod';
import { hasControlCharacters } from './common.js';
import { RATING_MAX, RATING_STEP, REVIEW_TEXT_MAX } from './constants.js';
import { messages } from './messages.js';

export const RatingSchema = z
  .number({ error: messages.review.invalid })
  .min(RATING_STEP, `Rating must be between ${RATING_STEP} and ${RATING_MAX}`)
  .max(RATING_MAX, `Rating must be between ${RATING_STEP} and ${RATING_MAX}`)
  .refine((rating) => Number.isInteger(rating / RATING_STEP), 'Rating must be in half stars');

/** POST /api/review. Author and date come from the session; any sent here are dropped. */
export const CreateReviewBodySchema = z.object({
  rating: RatingSchema,
  reviewText: z
    .string({ error: messages.review.invalid })
    .trim()
    .min(1, messages.review.invalid)
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`)
    .refine((text) => !hasControlCharacters(text), 'Review must not contain control characters'),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

export const ReviewSchema = z.object({
  _id: z.string(),
  reviewText: z.string(),
  rating: z.number(),
  reviewDate: z.string(),
  author: z.object({ name: z.string(), uid: z.string(), photo: z.string().nullable() }),
  /** The author's account has a delivered order: a review of a real purchase ("Verified buyer"). */
  verifiedBuyer: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** How many reviews one account may add in a day (REVIEWS_PER_DAY) when nothing else is set. */
export const DEFAULT_REVIEWS_PER_DAY = 3;

export const reviewMessages = {
  tooMany: (max: number) => `You can add at most ${max} reviews a day. Please try again tomorrow.`,
  notFound: 'This review does not exist',
} as const;

/** A review as the admin sees it: also one hidden from the public lists. */
export const AdminReviewSchema = ReviewSchema.extend({ hidden: z.boolean() });
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListSchema = z.array(AdminReviewSchema);

export const AdminReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** PATCH /api/admin/reviews/{id}: hide a review from the public lists, or show it again. */
export const ModerateReviewBodySchema = z.object({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
});
export const ReviewDeletedSchema = z.object({ deletedCount: z.literal(1) });

export const ReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(6),
});
export const ReviewListSchema = z.array(ReviewSchema);
export const InsertedIdResponseSchema = z.object({ insertedId: z.string() });

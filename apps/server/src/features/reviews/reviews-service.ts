import type { CreateReviewBody, Review } from '@chaka/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, reviews } from '../../db/schema/index.js';

export interface ReviewAuthor {
  id: string;
  name: string;
  image: string | null;
}

/**
 * Stores a review by the signed-in author. The name and photo are copied from the account at this
 * moment (the sign-in provider's photo, else the profile picture), never taken from the request.
 */
export async function createReview(db: Db, author: ReviewAuthor, body: CreateReviewBody): Promise<string> {
  const photo = author.image ?? (await profileImage(db, author.id));
  const [row] = await db
    .insert(reviews)
    .values({
      userId: author.id,
      authorName: author.name,
      authorPhoto: photo,
      rating: body.rating,
      reviewText: body.reviewText,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('The review was not stored');
  return row.id;
}

async function profileImage(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ image: profiles.image }).from(profiles).where(eq(profiles.userId, userId));
  return row?.image ?? null;
}

/** One page of reviews, newest first, and how many there are in all. */
export async function listReviews(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<{ reviews: Review[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews),
  ]);
  return {
    total: totals?.total ?? 0,
    reviews: rows.map((row) => ({
      _id: row.id,
      reviewText: row.reviewText,
      rating: row.rating,
      reviewDate: row.createdAt.toISOString(),
      author: { name: row.authorName, uid: row.userId, photo: row.authorPhoto },
    })),
  };
}

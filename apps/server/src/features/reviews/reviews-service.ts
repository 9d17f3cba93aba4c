import { type CreateReviewBody, isShopImage, type Review } from '@chaka/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, reviews, user } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';

/**
 * Stores a review by the signed-in user. The author's name and photo are copied from their account
 * at this moment (the sign-in provider's photo, else the profile picture), never taken from the
 * request. 401 when the account no longer exists: a session cached in its cookie can outlive a
 * deleted account by a few seconds.
 * Reviews are public, so an author photo is only ever one of the shop's own images: a link to
 * another site would make every visitor's browser call it (tracking them, or showing anything).
 */
export function createReview(db: Db, userId: string, body: CreateReviewBody): Promise<string> {
  return db.transaction(async (tx) => {
    const [author] = await tx
      .select({ name: user.name, image: user.image, profileImage: profiles.image })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId))
      .for('share', { of: user });
    if (!author) throw unauthorized();
    const [row] = await tx
      .insert(reviews)
      .values({
        userId,
        authorName: author.name,
        authorPhoto: [author.image, author.profileImage].find(isShopImage) ?? null,
        rating: body.rating,
        reviewText: body.reviewText,
      })
      .returning({ id: reviews.id });
    return row!.id;
  });
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
      // Reviews stored before photos were restricted may still hold a link to another site.
      author: {
        name: row.authorName,
        uid: row.userId,
        photo: isShopImage(row.authorPhoto) ? row.authorPhoto : null,
      },
    })),
  };
}

import {
  type AdminReview,
  type CreateReviewBody,
  isId,
  isShopImage,
  type Review,
  reviewMessages,
} from '@chaka/contract';
import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, reviews, user } from '../../db/schema/index.js';
import { type Actor, auditRow, recordAudit } from '../../lib/audit.js';
import { HttpError, notFound, unauthorized } from '../../lib/errors.js';

/** The window of REVIEWS_PER_DAY: the last 24 hours, by the database's clock. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a review by the signed-in user. The author's name and photo are copied from their account
 * at this moment (the sign-in provider's photo, else the profile picture), never taken from the
 * request. 401 when the account no longer exists: a session cached in its cookie can outlive a
 * deleted account by a few seconds.
 * Reviews are public, so an author photo is only ever one of the shop's own images: a link to
 * another site would make every visitor's browser call it (tracking them, or showing anything).
 * An account adds at most `perDay` reviews in 24 hours (429 beyond, with when to try again): the
 * account's row stays locked while its reviews are counted, so two at once cannot both slip under.
 */
export function createReview(
  db: Db,
  userId: string,
  body: CreateReviewBody,
  { perDay }: { perDay: number },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [author] = await tx
      .select({ name: user.name, image: user.image, profileImage: profiles.image })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId))
      .for('update', { of: user });
    if (!author) throw unauthorized();
    const [today] = await tx
      .select({ posted: count(), oldest: min(reviews.createdAt), now: sql<string>`now()` })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), gt(reviews.createdAt, sql`now() - interval '24 hours'`)));
    if (today && today.posted >= perDay) {
      const freeAt = (today.oldest ? new Date(today.oldest).getTime() : Date.now()) + DAY_MS;
      const wait = Math.max(1, Math.ceil((freeAt - new Date(today.now).getTime()) / 1000));
      throw new HttpError(429, reviewMessages.tooMany(perDay), { 'retry-after': String(wait) });
    }
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

/** Whether the review's author has a delivered order: a review of a real purchase. */
// Spelled out: in a select list drizzle leaves column names unqualified, which inside the
// subquery would name the order's own column on both sides.
const verifiedBuyer = sql<boolean>`exists (select 1 from "orders" as buyer_orders where buyer_orders."user_id" = "reviews"."user_id" and buyer_orders."status" = 'delivered')`;

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  authorName: reviews.authorName,
  authorPhoto: reviews.authorPhoto,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  hidden: reviews.hidden,
  createdAt: reviews.createdAt,
  verifiedBuyer,
};

type ReviewRow = {
  id: string;
  userId: string;
  authorName: string;
  authorPhoto: string | null;
  rating: number;
  reviewText: string;
  hidden: boolean;
  createdAt: Date;
  verifiedBuyer: boolean;
};

const toReview = (row: ReviewRow): Review => ({
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
  verifiedBuyer: Boolean(row.verifiedBuyer),
});

const toAdminReview = (row: ReviewRow): AdminReview => ({ ...toReview(row), hidden: row.hidden });

/**
 * One page of the public reviews and how many there are in all: those of verified buyers first,
 * then newest first; none the admin hid.
 */
export async function listReviews(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<{ reviews: Review[]; total: number }> {
  const shown = eq(reviews.hidden, false);
  const [rows, [totals]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .where(shown)
      .orderBy(desc(verifiedBuyer), desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews).where(shown),
  ]);
  return { total: totals?.total ?? 0, reviews: rows.map(toReview) };
}

/** One page of every review for the admin, newest first, hidden ones too. */
export async function listAllReviews(
  db: Db,
  { page, limit }: { page: number; limit: number },
): Promise<{ reviews: AdminReview[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews),
  ]);
  return { total: totals?.total ?? 0, reviews: rows.map(toAdminReview) };
}

/** Hides a review from the public lists, or shows it again; 404 for no such review. */
export async function setReviewHidden(
  db: Db,
  id: string,
  hidden: boolean,
  moderator: Actor,
): Promise<AdminReview> {
  if (!isId(id)) throw notFound(reviewMessages.notFound);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ hidden: reviews.hidden })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!current) throw notFound(reviewMessages.notFound);
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, id));
    await recordAudit(tx, moderator, {
      kind: 'review.moderate',
      subject: `review:${id}`,
      before: { hidden: current.hidden },
      after: { hidden },
    });
  });
  const [row] = await db.select(reviewColumns).from(reviews).where(eq(reviews.id, id));
  if (!row) throw notFound(reviewMessages.notFound);
  return toAdminReview(row);
}

/** Removes a review for good; 404 for no such review. The audit entry keeps what it said. */
export async function deleteReview(db: Db, id: string, moderator: Actor): Promise<void> {
  if (!isId(id)) throw notFound(reviewMessages.notFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!removed) throw notFound(reviewMessages.notFound);
    await recordAudit(tx, moderator, {
      kind: 'review.delete',
      subject: `review:${id}`,
      before: auditRow(removed),
      after: null,
    });
  });
}

import { reviews } from '../db/schema/index.js';
import type { Customer, TestShop } from './app.js';
import type { Scene } from './scene.js';

export const goodReview = {
  rating: 4.5,
  reviewText: 'The brake pads fitted my Axio perfectly and stop quietly.',
};

/** Posts a review as `customer`, on the shop `current` gives once it is open. */
export function reviewPoster(current: () => TestShop) {
  return (customer: Customer, payload: Record<string, unknown>) =>
    current().app.inject({ method: 'POST', url: '/api/review', headers: customer.headers, payload });
}

/** A review of the scene's customer, straight in the table: fresh for each call. */
export async function storedReview(scene: Scene): Promise<string> {
  const [row] = await scene.app.db
    .insert(reviews)
    .values({
      userId: scene.user.id,
      authorName: 'Rahim Uddin',
      rating: 4,
      reviewText: goodReview.reviewText,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

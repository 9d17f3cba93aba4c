import type { Customer, TestShop } from './app.js';

export const goodReview = {
  rating: 4.5,
  reviewText: 'The brake pads fitted my Axio perfectly and stop quietly.',
};

/** Posts a review as `customer`, on the shop `current` gives once it is open. */
export function reviewPoster(current: () => TestShop) {
  return (customer: Customer, payload: Record<string, unknown>) =>
    current().app.inject({ method: 'POST', url: '/api/review', headers: customer.headers, payload });
}

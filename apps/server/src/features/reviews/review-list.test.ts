import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/use-test-shop.js';

describe('the review list', () => {
  const shop = useTestShop({ customers: ['Farhan Kabir'] });
  const texts = Array.from({ length: 8 }, (_, index) => `Review number ${index + 1} about the spark plugs`);
  beforeAll(async () => {
    const { customer } = shop;
    for (const reviewText of texts) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: customer.headers,
        payload: { rating: 4, reviewText },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  const textsOf = (response: { json(): Array<{ reviewText: string }> }) =>
    response.json().map((review) => review.reviewText);

  it('is public, newest first, six to a page by default, with the total in X-Total-Count', async () => {
    const response = await shop.app.inject('/api/reviews');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('8');
    expect(response.headers['access-control-expose-headers']).toBe('X-Total-Count');
    expect(textsOf(response)).toEqual(texts.toReversed().slice(0, 6));
  });

  it('pages through the rest', async () => {
    const first = await shop.app.inject('/api/reviews?page=1&limit=3');
    const second = await shop.app.inject('/api/reviews?page=2&limit=3');
    const third = await shop.app.inject('/api/reviews?page=3&limit=3');
    const beyond = await shop.app.inject('/api/reviews?page=4&limit=3');
    expect([...textsOf(first), ...textsOf(second), ...textsOf(third)]).toEqual(texts.toReversed());
    expect(textsOf(third)).toHaveLength(2);
    expect(textsOf(beyond)).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('8');
  });

  it('counts all reviews with a page of one', async () => {
    const response = await shop.app.inject('/api/reviews?limit=1');
    expect(response.headers['x-total-count']).toBe('8');
    expect(textsOf(response)).toEqual([texts.at(-1)]);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=51', 'limit=2.5'])(
    'refuses %s',
    async (query) => {
      const response = await shop.app.inject(`/api/reviews?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toEqual([query.split('=')[0]]);
    },
  );
});

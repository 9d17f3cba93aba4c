import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../../db/schema/index.js';
import { type Customer, signUp, TEST_ORIGIN, TEST_PASSWORD } from '../../test/app.js';
import { goodReview, reviewPoster } from '../../test/review-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('reviews', () => {
  const shop = useTestShop({ customers: ['Nadia Islam'] });
  let nadia: Customer;
  beforeAll(() => {
    ({ customer: nadia } = shop);
  });
  const post = reviewPoster(() => shop);

  it('accepts every half step from 0.5 to 5', async () => {
    for (const rating of [0.5, 1, 2.5, 5]) {
      expect((await post(nadia, { ...goodReview, rating })).statusCode).toBe(200);
    }
  });

  it('accepts a text of exactly 250 characters', async () => {
    expect((await post(nadia, { rating: 3, reviewText: 'a'.repeat(250) })).statusCode).toBe(200);
  });

  it.each([
    [{ rating: 0, reviewText: goodReview.reviewText }, 'rating', 'Rating must be between 0.5 and 5'],
    [{ rating: 5.5, reviewText: goodReview.reviewText }, 'rating', 'Rating must be between 0.5 and 5'],
    [{ rating: 2.3, reviewText: goodReview.reviewText }, 'rating', 'Rating must be in half stars'],
    [{ rating: -1, reviewText: goodReview.reviewText }, 'rating', 'Rating must be between 0.5 and 5'],
    [{ rating: '4', reviewText: goodReview.reviewText }, 'rating', 'Provide Valid Information'],
    [{ reviewText: goodReview.reviewText }, 'rating', 'Provide Valid Information'],
    [{ rating: 4, reviewText: 'a'.repeat(251) }, 'reviewText', 'Review must be at most 250 characters'],
    [{ rating: 4, reviewText: '' }, 'reviewText', 'Provide Valid Information'],
    [{ rating: 4, reviewText: '    ' }, 'reviewText', 'Provide Valid Information'],
    [{ rating: 4 }, 'reviewText', 'Provide Valid Information'],
  ])('refuses %j and stores nothing', async (payload, field, message) => {
    const before = (await shop.app.db.select().from(reviews)).length;
    const response = await post(nadia, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: [field], message });
    expect((await shop.app.db.select().from(reviews)).length).toBe(before);
  });

  it('needs a signed-in author', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/review', payload: goodReview });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated post from a foreign page', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { cookie: nadia.cookie, origin: 'https://evil.example' },
      payload: goodReview,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a post from the cached browser session of an account deleted a moment ago', async () => {
    const customer = await signUp(shop.app, { name: 'Gone Soon' });
    const signIn = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: customer.email, password: TEST_PASSWORD },
    });
    const browser = signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect(browser).toContain('better-auth.session_data=');
    await shop.app.db.delete(user).where(eq(user.id, customer.id));

    const before = (await shop.app.db.select().from(reviews)).length;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { cookie: browser, origin: TEST_ORIGIN },
      payload: goodReview,
    });
    expect(response.statusCode).toBe(401);
    expect((await shop.app.db.select().from(reviews)).length).toBe(before);
  });

  it('takes a post from the shop itself by cookie', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { cookie: nadia.cookie, origin: TEST_ORIGIN },
      payload: goodReview,
    });
    expect(response.statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../../db/schema/index.js';
import {
  type Customer,
  createTestShop,
  signUp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestShop,
} from '../../test/app.js';

const goodReview = { rating: 4.5, reviewText: 'The brake pads fitted my Axio perfectly and stop quietly.' };

describe('reviews', () => {
  let shop: TestShop;
  let nadia: Customer;
  beforeAll(async () => {
    shop = await createTestShop();
    nadia = await signUp(shop.app, { name: 'Nadia Islam' });
  });
  afterAll(() => shop.close());

  const post = (customer: Customer, payload: Record<string, unknown>) =>
    shop.app.inject({ method: 'POST', url: '/api/review', headers: customer.headers, payload });

  it('stores a review with the author and date from the session, whatever the body says', async () => {
    const before = Date.now();
    const response = await post(nadia, {
      ...goodReview,
      author: {
        name: 'Somebody Famous',
        uid: 'f00f00f0-0000-4000-8000-000000000000',
        photo: 'https://evil.example/x.png',
      },
      reviewDate: '1999-01-01T00:00:00.000Z',
      userId: 'f00f00f0-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);
    const { insertedId } = response.json();
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);

    const list = (await shop.app.inject('/api/reviews')).json();
    const stored = list.find((review: { _id: string }) => review._id === insertedId);
    expect(stored).toEqual({
      _id: insertedId,
      rating: 4.5,
      reviewText: goodReview.reviewText,
      reviewDate: expect.any(String),
      author: { name: 'Nadia Islam', uid: nadia.id, photo: null },
    });
    expect(Date.parse(stored.reviewDate)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes the author photo from the profile picture when the account has none of its own', async () => {
    const customer = await signUp(shop.app, { name: 'Tanvir Hasan' });
    await shop.app.inject({
      method: 'PATCH',
      url: `/api/users/me?email=${customer.email}`,
      headers: customer.headers,
      payload: {
        education: 'Diploma in Automobile Engineering',
        number: '01712345678',
        address: 'Chattogram',
        facebook: 'https://facebook.com/tanvir',
        linkedin: 'https://linkedin.com/in/tanvir',
        image: '/uploads/tanvir.webp',
      },
    });
    const { insertedId } = (await post(customer, goodReview)).json();
    const list = (await shop.app.inject('/api/reviews')).json();
    const stored = list.find((review: { _id: string }) => review._id === insertedId);
    expect(stored.author).toEqual({ name: 'Tanvir Hasan', uid: customer.id, photo: '/uploads/tanvir.webp' });
  });

  describe("shows only the shop's own images as author photos", () => {
    async function reviewBy(customer: Customer) {
      const { insertedId } = (await post(customer, goodReview)).json();
      const list = (await shop.app.inject('/api/reviews')).json();
      return list.find((review: { _id: string }) => review._id === insertedId).author.photo;
    }
    const setPhotos = async (customer: Customer, image: string, profileImage: string) => {
      await shop.app.db.update(user).set({ image }).where(eq(user.id, customer.id));
      const profile = await shop.app.inject({
        method: 'PATCH',
        url: `/api/users/me?email=${customer.email}`,
        headers: customer.headers,
        payload: {
          education: 'BSc',
          number: '01712345678',
          address: 'Dhaka',
          facebook: 'https://facebook.com/x',
          linkedin: 'https://linkedin.com/in/x',
          image: profileImage,
        },
      });
      expect(profile.statusCode, profile.body).toBe(200);
    };

    it('none when the account photo and the profile picture are links to other sites', async () => {
      const customer = await signUp(shop.app, { name: 'Linked Photo' });
      await setPhotos(customer, 'https://tracker.example/pixel.png', 'https://evil.example/me.png');
      expect(await reviewBy(customer)).toBeNull();
    });

    it("the shop's own upload when the account photo is elsewhere", async () => {
      const customer = await signUp(shop.app, { name: 'Uploaded Photo' });
      await setPhotos(customer, 'https://lh3.googleusercontent.com/a/photo', '/uploads/own_photo-1.webp');
      expect(await reviewBy(customer)).toBe('/uploads/own_photo-1.webp');
    });

    it('none for a review stored earlier with a link to another site', async () => {
      const [row] = await shop.app.db
        .insert(reviews)
        .values({
          userId: nadia.id,
          authorName: 'Nadia Islam',
          authorPhoto: 'https://evil.example/x.png',
          rating: 4,
          reviewText: 'Stored before photos were checked.',
        })
        .returning({ id: reviews.id });
      const list = (await shop.app.inject('/api/reviews')).json();
      const stored = list.find((review: { _id: string }) => review._id === row!.id);
      expect(stored.author).toEqual({ name: 'Nadia Islam', uid: nadia.id, photo: null });
    });
  });

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

describe('the review list', () => {
  let shop: TestShop;
  const texts = Array.from({ length: 8 }, (_, index) => `Review number ${index + 1} about the spark plugs`);
  beforeAll(async () => {
    shop = await createTestShop();
    const customer = await signUp(shop.app, { name: 'Farhan Kabir' });
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
  afterAll(() => shop.close());

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

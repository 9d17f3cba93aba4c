import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../../db/schema/index.js';
import { type Customer, signUp } from '../../test/app.js';
import { goodReview, reviewPoster } from '../../test/review-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

describe('reviews', () => {
  const shop = useTestShop({ customers: ['Nadia Islam'] });
  let nadia: Customer;
  beforeAll(() => {
    ({ customer: nadia } = shop);
  });
  const post = reviewPoster(() => shop);

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
      verifiedBuyer: false,
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
});

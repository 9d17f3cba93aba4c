import { DEFAULT_REVIEWS_PER_DAY, type Review, reviewMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { type Customer, signUp, uniqueEmail } from '../../test/app.js';
import { changedTables, shopState } from '../../test/db-state.js';
import { createProduct } from '../../test/factories.js';
import { postOrderOk } from '../../test/order-requests.js';
import { verifyPhone } from '../../test/phones.js';
import { reviewPoster } from '../../test/review-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

const delivery = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar Road',
};

/** A review text no other test wrote. */
const textOf = (what: string) => `${what}: the pads fitted and stop quietly (${uniqueEmail('r')}).`;

/** An order of the customer, moved by the admin to delivered. */
async function deliveredOrder(app: App, customer: Customer, admin: Customer) {
  // The customer verified the phone, so the cash order need not wait for it (issue 34).
  await verifyPhone(app.db, customer, delivery.phone);
  const product = await createProduct(app.db);
  const order = await postOrderOk(app, customer, {
    productId: product.id,
    quantity: 1,
    size: 'M',
    delivery,
    paymentMethod: 'cod',
  });
  const steps = [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'pathao', trackingNumber: 'PX-12345' },
    { status: 'delivered' },
  ];
  for (const payload of steps) {
    const moved = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: admin.headers,
      payload,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** The public list's first page (as many as the limit allows) and its total. */
async function publicReviews(app: App, limit = 50): Promise<{ reviews: Review[]; total: number }> {
  const response = await app.inject({ url: `/api/reviews?page=1&limit=${limit}` });
  expect(response.statusCode).toBe(200);
  return { reviews: response.json(), total: Number(response.headers['x-total-count']) };
}

describe('reviews a day: REVIEWS_PER_DAY at its default', () => {
  // Blank is unset: the setting takes its default.
  const shop = useTestShop({ env: { REVIEWS_PER_DAY: '' } });
  const post = reviewPoster(() => shop);

  it(`lets an account add ${DEFAULT_REVIEWS_PER_DAY} reviews a day and refuses the next with 429, in the caller's language`, async () => {
    const spammer = await signUp(shop.app, { name: 'Spam Account' });
    for (let n = 1; n <= DEFAULT_REVIEWS_PER_DAY; n += 1) {
      const posted = await post(spammer, { rating: 5, reviewText: textOf(`review ${n}`) });
      expect(posted.statusCode, posted.body).toBe(200);
    }
    const before = await shopState(shop.app);
    const refused = await post(spammer, { rating: 5, reviewText: textOf('one too many') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: reviewMessages.tooMany(DEFAULT_REVIEWS_PER_DAY) });
    expect(refused.json().message).toBe('You can add at most 3 reviews a day. Please try again tomorrow.');
    // It is a day from the first of them.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(changedTables(before, await shopState(shop.app))).toEqual([]);

    const inBangla = await shop.app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...spammer.headers, 'accept-language': 'bn' },
      payload: { rating: 5, reviewText: textOf('in Bangla') },
    });
    expect(inBangla.statusCode).toBe(429);
    expect(inBangla.json().message).toBe(
      'আপনি দিনে সর্বোচ্চ ৩টি রিভিউ দিতে পারেন। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
    );

    // Another account is not held back by this one.
    const other = await signUp(shop.app, { name: 'Nadia Islam' });
    expect((await post(other, { rating: 4, reviewText: textOf('another account') })).statusCode).toBe(200);
  });

  it('counts reviews sent at the same moment: no more than the limit get in', async () => {
    const eager = await signUp(shop.app, { name: 'Eager Writer' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => post(eager, { rating: 5, reviewText: textOf(`burst ${n}`) })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array(DEFAULT_REVIEWS_PER_DAY).fill(200),
      ...Array(8 - DEFAULT_REVIEWS_PER_DAY).fill(429),
    ]);
    const { reviews } = await publicReviews(shop.app);
    expect(reviews.filter((review) => review.author.uid === eager.id)).toHaveLength(DEFAULT_REVIEWS_PER_DAY);
  });
});

describe('verified buyers and the admin moderating reviews', () => {
  const shop = useTestShop({ customers: ['Karim Ahmed', 'Never Bought'], admin: true });
  let app: App;
  let admin: Customer;
  let buyer: Customer;
  let stranger: Customer;
  beforeAll(() => {
    ({ app, admin, customer: buyer, other: stranger } = shop);
  });
  const post = reviewPoster(() => shop);
  const postOk = async (customer: Customer, reviewText: string) => {
    const posted = await post(customer, { rating: 5, reviewText });
    expect(posted.statusCode, posted.body).toBe(200);
    return posted.json().insertedId as string;
  };
  const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

  it("marks reviews of accounts with a delivered order as a verified buyer's, and lists them first", async () => {
    const buyerText = textOf('buyer, before delivery');
    const buyerReview = await postOk(buyer, buyerText);
    // Newer reviews of an account that bought nothing.
    const spam: string[] = [];
    for (let n = 0; n < 3; n += 1) spam.push(await postOk(stranger, textOf(`no purchase ${n}`)));

    let { reviews } = await publicReviews(app);
    expect(reviews.map((review) => review._id).slice(0, 4)).toEqual([...spam.reverse(), buyerReview]);
    expect(reviews.every((review) => review.verifiedBuyer === false)).toBe(true);

    await deliveredOrder(app, buyer, admin);
    ({ reviews } = await publicReviews(app));
    // The home page's first page (six) starts with the verified buyer's review, older as it is.
    const firstPage = (await publicReviews(app, 6)).reviews;
    expect(firstPage[0]).toMatchObject({ _id: buyerReview, verifiedBuyer: true, reviewText: buyerText });
    expect(reviews.find((review) => review._id === spam[0])).toMatchObject({ verifiedBuyer: false });
  });

  it('lets the admin see every review, hide one from the public lists and show it again', async () => {
    const text = textOf('to hide');
    const id = await postOk(stranger, text);
    const before = await publicReviews(app);
    expect(before.reviews.map((review) => review._id)).toContain(id);

    const listed = await asAdmin('GET', '/api/admin/reviews?page=1&limit=100');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()[0]).toMatchObject({
      _id: id,
      reviewText: text,
      hidden: false,
      verifiedBuyer: false,
      author: { name: 'Never Bought', uid: stranger.id },
    });

    const hidden = await asAdmin('PATCH', `/api/admin/reviews/${id}`, { hidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ _id: id, hidden: true });
    const after = await publicReviews(app);
    expect(after.reviews.map((review) => review._id)).not.toContain(id);
    expect(after.total).toBe(before.total - 1);
    // The admin still sees it, marked hidden; the customer's own count of the day still has it.
    const all = (await asAdmin('GET', '/api/admin/reviews?limit=100')).json();
    expect(all.find((review: { _id: string }) => review._id === id)).toMatchObject({ hidden: true });
    expect(Number((await asAdmin('GET', '/api/admin/reviews?limit=1')).headers['x-total-count'])).toBe(
      all.length,
    );

    expect((await asAdmin('PATCH', `/api/admin/reviews/${id}`, { hidden: false })).json()).toMatchObject({
      hidden: false,
    });
    expect((await publicReviews(app)).reviews.map((review) => review._id)).toContain(id);
  });

  it('lets the admin remove a review for good', async () => {
    const id = await postOk(stranger, textOf('to remove'));
    const removed = await asAdmin('DELETE', `/api/admin/reviews/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ deletedCount: 1 });
    expect((await publicReviews(app)).reviews.map((review) => review._id)).not.toContain(id);
    const all = (await asAdmin('GET', '/api/admin/reviews?limit=100')).json();
    expect(all.map((review: { _id: string }) => review._id)).not.toContain(id);

    const again = await asAdmin('DELETE', `/api/admin/reviews/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(reviewMessages.notFound);
    expect((await asAdmin('PATCH', `/api/admin/reviews/${id}`, { hidden: true })).statusCode).toBe(404);
    expect((await asAdmin('PATCH', '/api/admin/reviews/not-an-id', { hidden: true })).statusCode).toBe(404);
  });

  it('refuses a malformed change and changes nothing; a customer may not moderate', async () => {
    const id = await postOk(stranger, textOf('stays'));
    const before = await shopState(app);
    const wrong = await asAdmin('PATCH', `/api/admin/reviews/${id}`, { hidden: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('hidden must be true or false');
    for (const request of [
      { method: 'PATCH' as const, url: `/api/admin/reviews/${id}`, payload: { hidden: true } },
      { method: 'DELETE' as const, url: `/api/admin/reviews/${id}` },
      { method: 'GET' as const, url: '/api/admin/reviews' },
    ]) {
      expect((await app.inject({ ...request, headers: stranger.headers })).statusCode).toBe(403);
      expect((await app.inject(request)).statusCode).toBe(401);
    }
    expect(changedTables(before, await shopState(app))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createOrderRecord, createProduct } from '../../test/factories.js';
import { newProduct } from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** Issue 33: a product weighs in grams, and an order's parcel weighs the sum of its lines. */
describe('product weight', () => {
  const shop = useTestShop({ customers: 1, admin: true });
  const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object, language = 'en') =>
    shop.app.inject({
      method,
      url,
      payload,
      headers: { ...shop.admin.headers, 'accept-language': language },
    });

  it('is 500 g until told, and an admin sets and edits it', async () => {
    const plain = await asAdmin('POST', '/api/services', newProduct());
    expect(plain.json()).toMatchObject({ weightGrams: 500 });
    const oil = await asAdmin('POST', '/api/services', newProduct({ weightGrams: 3800 }));
    expect(oil.statusCode, oil.body).toBe(200);
    const { _id: id } = oil.json() as { _id: string };
    const read = () => shop.app.inject({ url: `/api/service/${id}`, headers: shop.admin.headers });
    expect((await read()).json()).toMatchObject({ weightGrams: 3800 });
    const edited = await asAdmin('PATCH', `/api/service/${id}`, { weightGrams: 3850 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read()).json()).toMatchObject({ weightGrams: 3850 });
  });

  it.each([
    [0, 'Weight must be between 1 and 100000 grams (100 kg)'],
    [100_001, 'Weight must be between 1 and 100000 grams (100 kg)'],
    [12.5, 'Weight must be a whole number of grams'],
  ])('refuses a weight of %s with a clear message', async (weightGrams, message) => {
    const response = await asAdmin('POST', '/api/services', newProduct({ weightGrams }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('says so in Bangla to a Bangla reader', async () => {
    const response = await asAdmin('POST', '/api/services', newProduct({ weightGrams: 0 }), 'bn');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('ওজন ১ থেকে ১,০০,০০০ গ্রামের (১০০ কেজি) মধ্যে হতে হবে');
  });

  it("gives the admin the parcel's weight with the order: each line's quantity times its part's weight", async () => {
    const pads = await createProduct(shop.app.db, { weightGrams: 1200 });
    const order = await createOrderRecord(shop.app.db, shop.customer, { productId: pads.id, quantity: 3 });
    const response = await shop.app.inject({ url: `/api/order/${order.id}`, headers: shop.admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ parcelWeightGrams: 3600 });
    // A line whose part has gone since weighs 500 g a unit.
    const gone = await createOrderRecord(shop.app.db, shop.customer, { productId: null, quantity: 2 });
    const goneDetail = await shop.app.inject({ url: `/api/order/${gone.id}`, headers: shop.admin.headers });
    expect(goneDetail.json()).toMatchObject({ parcelWeightGrams: 1000 });
  });
});

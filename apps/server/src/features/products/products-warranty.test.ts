import { describe, expect, it } from 'vitest';
import { newProduct } from '../../test/product-requests.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** Issue 35: a part's warranty in months (0: none), which warranty claims are measured against. */
describe('product warranty', () => {
  const shop = useTestShop({ admin: true });
  const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object, language = 'en') =>
    shop.app.inject({
      method,
      url,
      payload,
      headers: { ...shop.admin.headers, 'accept-language': language },
    });

  it('is none until told, and an admin sets and edits it', async () => {
    const plain = await asAdmin('POST', '/api/services', newProduct());
    expect(plain.json()).toMatchObject({ warrantyMonths: 0 });
    const alternator = await asAdmin('POST', '/api/services', newProduct({ warrantyMonths: 12 }));
    expect(alternator.statusCode, alternator.body).toBe(200);
    const { _id: id } = alternator.json() as { _id: string };
    const read = () => shop.app.inject({ url: `/api/service/${id}`, headers: shop.admin.headers });
    expect((await read()).json()).toMatchObject({ warrantyMonths: 12 });
    const edited = await asAdmin('PATCH', `/api/service/${id}`, { warrantyMonths: 6 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await read()).json()).toMatchObject({ warrantyMonths: 6 });
  });

  it.each([
    [-1, 'Warranty must be between 0 and 120 months'],
    [121, 'Warranty must be between 0 and 120 months'],
    [1.5, 'Warranty must be a whole number of months'],
    ['a year', 'Warranty must be a number'],
  ])('refuses a warranty of %j with a clear message', async (warrantyMonths, message) => {
    const response = await asAdmin('POST', '/api/services', newProduct({ warrantyMonths }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('says so in Bangla to a Bangla reader', async () => {
    const response = await asAdmin('POST', '/api/services', newProduct({ warrantyMonths: 121 }), 'bn');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('ওয়ারেন্টি অবশ্যই ০ থেকে ১২০ মাসের মধ্যে হতে হবে');
  });
});

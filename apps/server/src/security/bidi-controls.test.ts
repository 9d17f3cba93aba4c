import { describe, expect, it } from 'vitest';
import { signIn, signUp, signUpAdmin, TEST_ORIGIN, TEST_PASSWORD, uniqueEmail } from '../test/app.js';
import { placeOrder } from '../test/factories.js';
import { useTestShop } from '../test/use-test-shop.js';

/**
 * Issue 30, "Also": bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069) made a name or an address read otherwise in the admin's tables and on the parcel
 * than it was typed. They are taken out of names and addresses wherever they come in.
 */
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const hasBidi = (text: string) => BIDI.some((char) => text.includes(char));

describe('bidirectional control characters in names and addresses', () => {
  const shop = useTestShop();

  it("come out of an account's name, at sign-up and when it is changed", async () => {
    const email = uniqueEmail('bidi');
    const signedUp = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { name: '\u202ENadia\u202C Islam', email, password: TEST_PASSWORD },
    });
    expect(signedUp.statusCode).toBe(200);
    const customer = await signIn(shop.app, email);
    const session = await shop.app.inject({ url: '/api/auth/get-session', headers: customer.headers });
    expect(session.json().user.name).toBe('Nadia Islam');

    const renamed = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...customer.headers, origin: TEST_ORIGIN },
      payload: { name: 'Karim\u2066 Hasan\u2069' },
    });
    expect(renamed.statusCode).toBe(200);
    const admin = await signUpAdmin(shop.app);
    const users = await shop.app.inject({ url: '/api/users', headers: admin.headers });
    const listed = (users.json() as Array<{ email: string; name: string }>).find(
      (row) => row.email === email,
    );
    expect(listed?.name).toBe('Karim Hasan');
  });

  it("come out of an order's delivery name and address, as the customer and the admin see them", async () => {
    const customer = await signUp(shop.app, { name: 'Rahim Uddin' });
    const order = await placeOrder(shop.app, customer);
    const changed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/delivery`,
      headers: customer.headers,
      payload: {
        name: '\u202ERahim\u202C Uddin',
        phone: '01712-345678',
        district: 'Sylhet',
        address: 'House 7\u202E, Zindabazar \u2067Road\u2069\u202D',
      },
    });
    expect(changed.statusCode).toBe(200);
    const admin = await signUpAdmin(shop.app);
    for (const headers of [customer.headers, admin.headers]) {
      const shown = await shop.app.inject({ url: `/api/order/${order._id}`, headers });
      expect(shown.statusCode).toBe(200);
      const { delivery } = shown.json() as { delivery: { name: string; address: string } };
      expect(delivery).toMatchObject({ name: 'Rahim Uddin', address: 'House 7, Zindabazar Road' });
      expect(hasBidi(shown.body)).toBe(false);
    }
  });

  it("come out of a profile's address", async () => {
    const customer = await signUp(shop.app, { name: 'Profile Owner' });
    const saved = await shop.app.inject({
      method: 'PATCH',
      url: `/api/users/me?email=${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
      payload: {
        education: 'BUET',
        number: '+880 1712 345678',
        address: '\u2068House 12\u2069, Road 5, \u202BDhanmondi',
        linkedin: 'https://www.linkedin.com/in/rahim',
        facebook: 'https://www.facebook.com/rahim',
        image: '/images/avatar-default.svg',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await shop.app.inject({
      url: `/api/users/me?email=${encodeURIComponent(customer.email)}`,
      headers: customer.headers,
    });
    expect(JSON.stringify(shown.json())).toContain('House 12, Road 5, Dhanmondi');
    expect(hasBidi(shown.body)).toBe(false);
  });
});

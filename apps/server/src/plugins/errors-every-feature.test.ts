import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '../lib/i18n.js';
import { type Customer, TEST_ORIGIN } from '../test/app.js';
import { useTestShop } from '../test/use-test-shop.js';

// A refused request of every feature, asked once in English and once with Accept-Language: bn: the
// English answer is the server's sentence and the Bangla answer is that sentence's Bangla.
describe('the refusals of every feature in Bangla', () => {
  const shop = useTestShop({ customers: ['Nusrat Jahan'] });
  let customer: Customer;
  beforeAll(() => {
    ({ customer } = shop);
  });

  interface Refusal {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
    signedIn?: boolean;
  }

  const ask = (refusal: Refusal, language: string) =>
    shop.app.inject({
      method: refusal.method,
      url: refusal.url,
      headers: {
        origin: TEST_ORIGIN,
        'accept-language': language,
        ...(refusal.signedIn === false ? {} : customer.headers),
      },
      ...(refusal.payload && { payload: refusal.payload }),
    });

  const someId = randomUUID();
  const refusals: Record<string, Refusal> = {
    'orders: an order that does not exist': { method: 'GET', url: `/api/order/${someId}` },
    'orders: a part that does not exist': {
      method: 'POST',
      url: '/api/orders',
      payload: { productId: someId, quantity: 1, size: 'M', paymentMethod: 'cod' },
    },
    'orders: a cancel of an order that does not exist': { method: 'DELETE', url: `/api/orders/${someId}` },
    'cart: a checkout of a part that is gone': {
      method: 'POST',
      url: '/api/checkout',
      payload: { lines: [{ productId: someId, quantity: 1, size: 'M' }], paymentMethod: 'cod' },
    },
    'cart: not signed in': { method: 'GET', url: '/api/cart', signedIn: false },
    'payments: SSLCommerz not enabled': {
      method: 'POST',
      url: '/api/payments/sslcommerz/session',
      payload: { orderId: someId },
    },
    'payments: a test card payment without its fields': {
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: {},
    },
    'reviews: an empty review': { method: 'POST', url: '/api/review', payload: {} },
    'products: a part that does not exist': { method: 'GET', url: `/api/service/${someId}` },
    'products: adding one as a customer': { method: 'POST', url: '/api/services', payload: {} },
    'users: deleting an account as a customer': { method: 'DELETE', url: '/api/user/someone@example.com' },
    'profile: a phone number that is not one': {
      method: 'PATCH',
      url: '/api/users/me',
      payload: { number: 'call me maybe' },
    },
    'garage: a car that is not in the garage': { method: 'DELETE', url: `/api/garage/${someId}` },
    'vehicles: a vehicle that does not exist': { method: 'GET', url: `/api/vehicles/${someId}` },
    'blogs: an entry that does not exist': { method: 'GET', url: `/api/blog/${someId}` },
    'contact: an address that is not one': {
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'not-an-address', message: 'Do you have pads for a 2012 Axio?' },
      signedIn: false,
    },
    'uploads: no image': { method: 'POST', url: '/api/uploads', payload: {} },
    'auth: a wrong password': {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'wrongSecret9' },
      signedIn: false,
    },
    'auth: an address that is not one': {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'not-an-address', password: 'wrongSecret9' },
      signedIn: false,
    },
    'auth: a made-up reset link': {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'made-up-token', newPassword: 'newSecret9' },
      signedIn: false,
    },
  };

  it.each(Object.entries(refusals))('%s', async (_name, refusal) => {
    const english = await ask(refusal, 'en-US,en;q=0.9');
    expect(english.statusCode, english.body).toBeGreaterThanOrEqual(400);
    expect(english.statusCode, english.body).toBeLessThan(500);
    const sentence: string = english.json().message;
    expect(sentence).toMatch(/^[\x20-\x7e]+$/);

    const bangla = await ask(refusal, 'bn-BD,bn;q=0.9');
    expect(bangla.statusCode).toBe(english.statusCode);
    const message: string = bangla.json().message;
    expect(message, `no Bangla for "${sentence}"`).toMatch(/[\u0980-\u09ff]/);
    expect(message).toBe(translateMessage('bn', sentence));
  });
});

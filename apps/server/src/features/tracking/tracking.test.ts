import type { Order } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.js';
import { postOrderOk } from '../../test/order-requests.js';
import { customersVerified } from '../../test/phones.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { TRACK_LOOKUPS_PER_MINUTE } from './routes.js';

const delivery = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar Road',
};

/** Issue 33: anyone with an order's number and its phone number follows it, and learns no more. */
describe('GET /api/track', () => {
  const shop = useTestShop({
    customers: 1,
    admin: true,
    // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified(delivery.phone),
  });
  let order: Order;
  let address = 0;

  /** A lookup from an address of its own, unless one is given: each address has its own limit. */
  const track = (query: Record<string, string>, from = `10.33.0.${++address}`, language = 'en') =>
    shop.app.inject({
      url: `/api/track?${new URLSearchParams(query)}`,
      remoteAddress: from,
      headers: { 'accept-language': language },
    });

  beforeAll(async () => {
    const product = await createProduct(shop.app.db, { availableQty: 50 });
    order = await postOrderOk(shop.app, shop.customer, {
      productId: product.id,
      quantity: 2,
      size: 'L',
      paymentMethod: 'cod',
      delivery,
    });
    for (const body of [
      { status: 'confirmed' },
      { status: 'shipped', courier: 'steadfast', trackingNumber: 'SFR-998877' },
    ]) {
      const moved = await shop.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}/status`,
        headers: shop.admin.headers,
        payload: body,
      });
      expect(moved.statusCode).toBe(200);
    }
  });

  it('answers status, timeline, courier and tracking code for the right pair, in any form of the number', async () => {
    for (const phone of ['01712345678', '+8801712345678', '8801712345678', '017 1234-5678', '০১৭১২৩৪৫৬৭৮']) {
      const response = await track({ order: order.orderNumber, phone });
      expect(response.statusCode, phone).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const answer = response.json();
      expect(answer).toMatchObject({
        orderNumber: order.orderNumber,
        status: 'shipped',
        courier: 'Steadfast',
        trackingNumber: 'SFR-998877',
      });
      expect(answer.events.map((event: { status: string }) => event.status)).toEqual([
        'placed',
        'confirmed',
        'shipped',
      ]);
    }
    // The order number as customers type it.
    const typed = await track({
      order: order.orderNumber.toLowerCase().replace('-', ''),
      phone: '01712345678',
    });
    expect(typed.statusCode).toBe(200);
  });

  it('tells nothing personal: no name, address, e-mail, amount or who changed the order', async () => {
    const answer = (await track({ order: order.orderNumber, phone: '01712345678' })).json();
    expect(Object.keys(answer).sort()).toEqual(
      ['courier', 'events', 'orderNumber', 'placedAt', 'status', 'trackingNumber'].sort(),
    );
    for (const event of answer.events) expect(Object.keys(event).sort()).toEqual(['at', 'note', 'status']);
    const text = JSON.stringify(answer);
    for (const secret of ['Rahim', 'Zindabazar', 'Sylhet', shop.customer.email, '1712345678', 'Shop Admin']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers a wrong phone number exactly as an unknown order', async () => {
    const wrongPhone = await track({ order: order.orderNumber, phone: '01812345678' });
    const unknown = await track({ order: 'CP-99999', phone: '01712345678' });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect(wrongPhone.json()).toEqual({
      message: 'No order has this order number and phone number. Please check both and try again.',
    });
    const inBangla = await track({ order: 'CP-99999', phone: '01712345678' }, undefined, 'bn');
    expect(inBangla.json().message).toMatch(/[\u0980-\u09FF]/);
  });

  it('refuses a malformed order number or phone number with a message in the reader’s language', async () => {
    const cases = [
      [
        { order: 'ORDER-1', phone: '01712345678' },
        'Enter the order number as it is in your mail, such as CP-10001',
      ],
      [
        { order: order.orderNumber, phone: '12345' },
        'Enter a Bangladeshi mobile number, such as 01712345678',
      ],
      [{ phone: '01712345678' }, 'Order number is required'],
    ] as const;
    for (const [query, message] of cases) {
      const response = await track(query);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
      const bangla = await track(query, undefined, 'bn');
      expect(bangla.statusCode).toBe(400);
      expect(bangla.json().message).toMatch(/[\u0980-\u09FF]/);
      expect(bangla.json().message).not.toContain(message);
    }
  });

  it(`allows ${TRACK_LOOKUPS_PER_MINUTE} lookups a minute from one address, then 429 with Retry-After`, async () => {
    const from = '10.33.1.1';
    for (let i = 0; i < TRACK_LOOKUPS_PER_MINUTE; i++) {
      expect((await track({ order: 'CP-99999', phone: '01712345678' }, from)).statusCode).toBe(404);
    }
    const refused = await track({ order: order.orderNumber, phone: '01712345678' }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe(
      'You have looked up several orders just now. Please wait a minute and try again.',
    );
    // Another address is not held up.
    expect((await track({ order: order.orderNumber, phone: '01712345678' })).statusCode).toBe(200);
  });
});

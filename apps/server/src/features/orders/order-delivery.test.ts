import { deliveryMessages, districtMessages, type OrderDetail, orderMessages } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Customer } from '../../test/app.js';
import { changedTables, shopState } from '../../test/db-state.js';
import { createProduct, stockOf as stockIn } from '../../test/factories.js';
import { customersVerified } from '../../test/phones.js';
import { useTestShop } from '../../test/use-test-shop.js';

const sylhet = {
  name: 'Rahim Uddin',
  phone: '01712-345678',
  district: 'Sylhet',
  address: 'House 7, Zindabazar Road',
};

describe('orders with delivery details and fees', () => {
  const shop = useTestShop({
    customers: 2,
    admin: true,
    // The customer verified the phone, so cash orders need not wait for it (issue 34).
    prepare: customersVerified('01712-345678'),
  });
  let app: App;
  let customer: Customer;
  let other: Customer;
  let admin: Customer;
  beforeAll(() => {
    ({ app, customer, other, admin } = shop);
  });

  const order = (payload: Record<string, unknown>, who: Customer = customer) =>
    app.inject({ method: 'POST', url: '/api/orders', headers: who.headers, payload });
  const stockOf = (productId: string) => stockIn(app.db, productId);
  const patchDelivery = (id: string, payload: Record<string, unknown>, who: Customer = customer) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${id}/delivery`, headers: who.headers, payload });
  const moveTo = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: admin.headers, payload });

  it.each([
    // $12.50 x 2 = $25: $1 inside Dhaka, $2 elsewhere, free from $100.
    ['Dhaka', 2, 25, 1],
    ['Sylhet', 2, 25, 2],
    ['Chittagong', 2, 25, 2],
    ['Dhaka', 8, 100, 0],
    ['Sylhet', 10, 125, 0],
  ])(
    'charges delivery to %s for %i parts: subtotal %d, fee %d',
    async (district, quantity, subtotal, fee) => {
      const product = await createProduct(app.db);
      const response = await order({
        productId: product.id,
        quantity,
        size: 'M',
        delivery: { ...sylhet, district },
        paymentMethod: 'cod',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        subtotal,
        deliveryFee: fee,
        total: subtotal + fee,
        price: subtotal,
      });
    },
  );

  it.each([
    '01712345678',
    '01712-345678',
    '+8801712345678',
    '8801712345678',
    '+880 1712-345678',
    '017 1234 5678',
    '০১৭১২৩৪৫৬৭৮',
  ])('accepts the phone number %j and keeps it as +8801712345678', async (phone) => {
    const product = await createProduct(app.db);
    const response = await order({
      productId: product.id,
      quantity: 1,
      size: 'M',
      delivery: { ...sylhet, phone },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().delivery).toEqual({ ...sylhet, phone: '+8801712345678' });
  });

  it('stores an old spelling of a district in the one spelling', async () => {
    const product = await createProduct(app.db);
    const response = await order({
      productId: product.id,
      quantity: 1,
      size: 'M',
      delivery: { ...sylhet, district: 'Comilla' },
    });
    expect(response.json().delivery.district).toBe('Cumilla');
  });

  it.each([
    ['a landline', { phone: '02-9876543' }, deliveryMessages.phoneInvalid],
    ['a short number', { phone: '0171234567' }, deliveryMessages.phoneInvalid],
    ['a foreign number', { phone: '+14155550123' }, deliveryMessages.phoneInvalid],
    ['an operator digit of 2', { phone: '01212345678' }, deliveryMessages.phoneInvalid],
    ['garbage for a number', { phone: 'call me maybe' }, deliveryMessages.phoneInvalid],
    ['no number', { phone: '' }, deliveryMessages.phoneRequired],
    ['an unknown district', { district: 'Gotham' }, districtMessages.unknown],
    ['an empty address', { address: '' }, deliveryMessages.addressRequired],
    ['a short address', { address: 'Home' }, deliveryMessages.addressTooShort],
    ['a 1 MB address', { address: 'x'.repeat(1_000_000) }, deliveryMessages.addressTooLong],
  ])('refuses %s with 400 and writes nothing', async (_what, change, message) => {
    const product = await createProduct(app.db);
    const before = await shopState(app);
    const response = await order({
      productId: product.id,
      quantity: 2,
      size: 'M',
      delivery: { ...sylhet, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(changedTables(before, await shopState(app))).toEqual([]);
    expect(await stockOf(product.id)).toBe(20);
  });

  it("still takes the spec's body without delivery details: online payment, delivery needed, the higher fee", async () => {
    const product = await createProduct(app.db);
    const response = await order({ productId: product.id, quantity: '2', size: 'M' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      delivery: null,
      paymentMethod: 'online',
      status: 'placed',
      deliveryFee: 2,
      total: 27,
    });
  });

  it('numbers orders uniquely with CP and five digits or more', async () => {
    const product = await createProduct(app.db, { availableQty: 100 });
    const numbers = await Promise.all(
      Array.from(
        { length: 8 },
        async () => (await order({ productId: product.id, quantity: 1, size: 'M' })).json().orderNumber,
      ),
    );
    for (const number of numbers) expect(number).toMatch(/^CP-\d{5,}$/);
    expect(new Set(numbers).size).toBe(8);
  });

  describe('adding delivery details later', () => {
    it('lets the owner add them; the fee follows the district while unpaid, with an event', async () => {
      const product = await createProduct(app.db);
      const placed = (await order({ productId: product.id, quantity: 2, size: 'M' })).json();
      const response = await patchDelivery(placed._id, {
        ...sylhet,
        district: 'Dhaka',
        phone: '+880 1812 345678',
      });
      expect(response.statusCode, response.body).toBe(200);
      const detail: OrderDetail = response.json();
      expect(detail).toMatchObject({
        delivery: { ...sylhet, district: 'Dhaka', phone: '+8801812345678' },
        deliveryFee: 1,
        total: 26,
      });
      expect(detail.events.map((event) => [event.status, event.by, event.note])).toEqual([
        ['placed', 'Rahim Uddin', null],
        ['placed', 'Rahim Uddin', 'Delivery details updated; delivery fee and total recomputed'],
      ]);
    });

    it('is for the owner only: not another customer, not an admin', async () => {
      const product = await createProduct(app.db);
      const placed = (await order({ productId: product.id, quantity: 2, size: 'M' })).json();
      const before = await shopState(app);
      expect((await patchDelivery(placed._id, sylhet, other)).statusCode).toBe(403);
      expect((await patchDelivery(placed._id, sylhet, admin)).statusCode).toBe(403);
      const visitor = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${placed._id}/delivery`,
        payload: sylhet,
      });
      expect(visitor.statusCode).toBe(401);
      expect(changedTables(before, await shopState(app))).toEqual([]);
    });

    it('refuses bad details with 400 and an unknown order with 404', async () => {
      const product = await createProduct(app.db);
      const placed = (await order({ productId: product.id, quantity: 2, size: 'M' })).json();
      const bad = await patchDelivery(placed._id, { ...sylhet, phone: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(deliveryMessages.phoneInvalid);
      expect((await patchDelivery('0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11', sylhet)).statusCode).toBe(404);
    });

    it('is locked once the order has shipped, and for a cancelled order', async () => {
      const product = await createProduct(app.db);
      const shipped = (
        await order({ productId: product.id, quantity: 2, size: 'M', delivery: sylhet, paymentMethod: 'cod' })
      ).json();
      expect((await moveTo(shipped._id, { status: 'confirmed' })).statusCode).toBe(200);
      expect((await patchDelivery(shipped._id, { ...sylhet, district: 'Dhaka' })).statusCode).toBe(200);
      expect(
        (await moveTo(shipped._id, { status: 'shipped', courier: 'Pathao', trackingNumber: 'PX-12345' }))
          .statusCode,
      ).toBe(200);
      const locked = await patchDelivery(shipped._id, sylhet);
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe(orderMessages.deliveryLocked);

      const cancelled = (await order({ productId: product.id, quantity: 2, size: 'M' })).json();
      await app.inject({ method: 'DELETE', url: `/api/orders/${cancelled._id}`, headers: customer.headers });
      expect((await patchDelivery(cancelled._id, sylhet)).statusCode).toBe(409);
    });
  });
});

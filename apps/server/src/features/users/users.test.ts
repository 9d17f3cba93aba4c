import { deletionRefusals } from '@chaka/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, profiles, session } from '../../db/schema/index.js';
import { type Customer, signIn, signUp, TEST_ORIGIN, uniqueEmail } from '../../test/app.js';
import { createOrderRecord, createProduct } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';
import { browserCookies, isAdmin, makeAdminPath, userPath } from '../../test/user-requests.js';

describe('user management', () => {
  const shop = useTestShop({ admin: true });
  let admin: Customer;
  beforeAll(() => {
    ({ admin } = shop);
  });

  it('lists every account to an admin, newest first', async () => {
    const first = await signUp(shop.app, { name: 'Karim Ahmed' });
    const second = await signUp(shop.app, { name: 'Salma Begum' });
    const response = await shop.app.inject({ url: '/api/users', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ email: string }>;
    expect(list).toContainEqual({
      _id: first.id,
      email: first.email,
      name: 'Karim Ahmed',
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(list).toContainEqual(expect.objectContaining({ email: admin.email, role: 'admin' }));
    const emails = list.map((entry) => entry.email);
    expect(emails.indexOf(second.email)).toBeLessThan(emails.indexOf(first.email));
  });

  it('makes a customer an admin', async () => {
    const customer = await signUp(shop.app);
    expect(await isAdmin(shop.app, customer)).toBe(false);
    const response = await shop.app.inject({
      method: 'PUT',
      url: makeAdminPath(customer.email),
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ matchedCount: 1 });
    // The bearer session reads the account on every request, so the new role counts at once.
    expect(await isAdmin(shop.app, customer)).toBe(true);
    const list = (await shop.app.inject({ url: '/api/users', headers: admin.headers })).json();
    expect(list).toContainEqual(expect.objectContaining({ email: customer.email, role: 'admin' }));
  });

  it('answers matchedCount 1 for an existing admin and 0 for an unknown address', async () => {
    const again = await shop.app.inject({
      method: 'PUT',
      url: makeAdminPath(admin.email),
      headers: admin.headers,
    });
    expect(again.json()).toEqual({ matchedCount: 1 });
    const unknown = await shop.app.inject({
      method: 'PUT',
      url: makeAdminPath(uniqueEmail('nobody')),
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ matchedCount: 0 });
  });

  it('deletes a customer, ends their sessions at once and keeps their orders', async () => {
    const customer = await signUp(shop.app, { name: 'Leaving Customer' });
    const order = await createOrderRecord(shop.app.db, customer);
    await shop.app.inject({ url: `/api/users/me?email=${customer.email}`, headers: customer.headers });
    expect(await shop.app.db.select().from(profiles).where(eq(profiles.userId, customer.id))).toHaveLength(1);

    const response = await shop.app.inject({
      method: 'DELETE',
      url: userPath(customer.email),
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1, message: `${customer.email} successfully deleted` });

    expect(await shop.app.db.select().from(session).where(eq(session.userId, customer.id))).toEqual([]);
    expect(await shop.app.db.select().from(profiles).where(eq(profiles.userId, customer.id))).toEqual([]);
    const kept = await shop.app.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toEqual([expect.objectContaining({ email: customer.email })]);
    const lines = await shop.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ productName: 'Front Brake Pads' })]);

    for (const headers of [customer.headers, { cookie: customer.cookie }]) {
      const me = await shop.app.inject({ url: `/api/users/me?email=${customer.email}`, headers });
      expect(me.statusCode).toBe(401);
    }
    const list = (await shop.app.inject({ url: '/api/users', headers: admin.headers })).json();
    expect(list.map((entry: { email: string }) => entry.email)).not.toContain(customer.email);
    await expect(signIn(shop.app, customer.email)).rejects.toThrow(/sign-in failed: 401/);
  });

  it('refuses an admin deleting their own account', async () => {
    const response = await shop.app.inject({
      method: 'DELETE',
      url: userPath(admin.email),
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 0, message: deletionRefusals.self });
    expect(await isAdmin(shop.app, admin)).toBe(true);
  });

  it('answers deletedCount 0 for an unknown address', async () => {
    const response = await shop.app.inject({
      method: 'DELETE',
      url: userPath(uniqueEmail('nobody')),
      headers: admin.headers,
    });
    expect(response.json()).toEqual({ deletedCount: 0, message: deletionRefusals.unknown });
  });

  it.each([
    ['PUT', makeAdminPath],
    ['DELETE', userPath],
  ] as const)('refuses a malformed address in %s with 400', async (method, path) => {
    const response = await shop.app.inject({ method, url: path('not-an-address'), headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Email is not a valid email address');
  });

  it('a deleted customer cannot order any more, even from a browser with a cached session', async () => {
    const customer = await signUp(shop.app, { name: 'Leaving Buyer' });
    const browser = await browserCookies(shop.app, customer.email);
    const product = await createProduct(shop.app.db, { name: 'Cabin Air Filter', availableQty: 10 });
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: userPath(customer.email),
      headers: admin.headers,
    });
    expect(removed.json()).toMatchObject({ deletedCount: 1 });

    const order = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: browser, origin: TEST_ORIGIN },
      payload: { productId: product!.id, quantity: '2', size: 'M' },
    });
    expect(order.statusCode).toBe(401);
    expect(await shop.app.db.select().from(orders).where(eq(orders.email, customer.email))).toEqual([]);
    const [after] = await shop.app.db.select().from(products).where(eq(products.id, product!.id));
    expect(after!.availableQty).toBe(10);
  });

  it('refuses a cookie-authenticated delete from a foreign page', async () => {
    const customer = await signUp(shop.app);
    const response = await shop.app.inject({
      method: 'DELETE',
      url: userPath(customer.email),
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await isAdmin(shop.app, customer)).toBe(false);
  });
});

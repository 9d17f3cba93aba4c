import { deletionRefusals } from '@chaka/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { orderLines, orders, products, profiles, session, user } from '../../db/schema/index.js';
import {
  type Customer,
  createTestShop,
  signIn,
  signUp,
  signUpAdmin,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestShop,
  uniqueEmail,
} from '../../test/app.js';
import { createOrderRecord, createProduct } from '../../test/factories.js';
import { deleteUser } from './users-service.js';

const makeAdminPath = (email: string) => `/user/admin/${encodeURIComponent(email)}`;
const userPath = (email: string) => `/api/user/${encodeURIComponent(email)}`;

async function isAdmin(app: App, customer: Customer): Promise<boolean> {
  const response = await app.inject({
    url: `/admin/${encodeURIComponent(customer.email)}`,
    headers: customer.headers,
  });
  return response.json().admin;
}

describe('user management', () => {
  let shop: TestShop;
  let admin: Customer;
  beforeAll(async () => {
    shop = await createTestShop();
    admin = await signUpAdmin(shop.app);
  });
  afterAll(() => shop.close());

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

  describe('for a customer', () => {
    let customer: Customer;
    let victim: Customer;
    beforeAll(async () => {
      customer = await signUp(shop.app);
      victim = await signUp(shop.app);
    });

    it('listing users is 403', async () => {
      const response = await shop.app.inject({ url: '/api/users', headers: customer.headers });
      expect(response.statusCode).toBe(403);
    });

    it('making anyone (themselves included) an admin is 403 and changes nothing', async () => {
      for (const email of [customer.email, victim.email]) {
        const response = await shop.app.inject({
          method: 'PUT',
          url: makeAdminPath(email),
          headers: customer.headers,
        });
        expect(response.statusCode).toBe(403);
      }
      expect(await isAdmin(shop.app, customer)).toBe(false);
      expect(await isAdmin(shop.app, victim)).toBe(false);
    });

    it('deleting a user is 403 and changes nothing', async () => {
      const response = await shop.app.inject({
        method: 'DELETE',
        url: userPath(victim.email),
        headers: customer.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(await isAdmin(shop.app, victim)).toBe(false);
      const me = await shop.app.inject({
        url: `/api/users/me?email=${victim.email}`,
        headers: victim.headers,
      });
      expect(me.statusCode).toBe(200);
    });

    it('every route is 401 without a session', async () => {
      expect((await shop.app.inject({ url: '/api/users' })).statusCode).toBe(401);
      expect((await shop.app.inject({ method: 'PUT', url: makeAdminPath(victim.email) })).statusCode).toBe(
        401,
      );
      expect((await shop.app.inject({ method: 'DELETE', url: userPath(victim.email) })).statusCode).toBe(401);
    });
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

describe('the last admin', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  const adminCount = async () => (await shop.app.db.select().from(user).where(eq(user.role, 'admin'))).length;

  it('is never deleted when the only other admin was removed a moment before', async () => {
    const first = await signUpAdmin(shop.app, 'First Admin');
    const second = await signUpAdmin(shop.app, 'Second Admin');
    // The second admin's request passed the session check just before the first admin's
    // deletion of them committed: the service decides by what the database holds now.
    expect(await deleteUser(shop.app.db, first, second.email)).toEqual({
      deletedCount: 1,
      message: `${second.email} successfully deleted`,
    });
    await expect(deleteUser(shop.app.db, second, first.email)).rejects.toMatchObject({
      statusCode: 409,
      message: deletionRefusals.lastAdmin,
    });
    expect(await isAdmin(shop.app, first)).toBe(true);
  });

  it('survives two admins deleting each other at the same moment', async () => {
    const left = await signUpAdmin(shop.app, 'Left Admin');
    const right = await signUpAdmin(shop.app, 'Right Admin');
    await shop.app.db
      .delete(user)
      .where(and(eq(user.role, 'admin'), notInArray(user.id, [left.id, right.id])));

    const responses = await Promise.all([
      shop.app.inject({ method: 'DELETE', url: userPath(right.email), headers: left.headers }),
      shop.app.inject({ method: 'DELETE', url: userPath(left.email), headers: right.headers }),
    ]);
    const answers = responses.map((response) =>
      response.statusCode === 200 ? response.json() : response.statusCode,
    );
    expect(answers.filter((answer) => answer.deletedCount === 1)).toHaveLength(1);
    // The other request either found its own session gone (401) or was refused as the last admin.
    expect(answers).toContainEqual(
      expect.toSatisfy(
        (answer) =>
          answer === 401 || (answer.deletedCount === 0 && answer.message === deletionRefusals.lastAdmin),
      ),
    );
    expect(await adminCount()).toBe(1);
  });

  it('cannot be changed by an admin whose account was deleted, even from a browser with a cached session', async () => {
    const keeper = await signUpAdmin(shop.app, 'Keeper Admin');
    const leaver = await signUpAdmin(shop.app, 'Leaving Admin');
    const leaverBrowser = await browserCookies(shop.app, leaver.email);
    const customer = await signUp(shop.app);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: userPath(leaver.email),
      headers: keeper.headers,
    });
    expect(removed.json()).toMatchObject({ deletedCount: 1 });

    for (const [method, url] of [
      ['PUT', makeAdminPath(customer.email)],
      ['DELETE', userPath(customer.email)],
      ['DELETE', userPath(keeper.email)],
    ] as const) {
      const response = await shop.app.inject({
        method,
        url,
        headers: { cookie: leaverBrowser, origin: TEST_ORIGIN },
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await isAdmin(shop.app, customer)).toBe(false);
    expect(await isAdmin(shop.app, keeper)).toBe(true);
  });
});

/** Signs in like a browser: the session cookie plus better-auth's short-lived cached copy of it. */
async function browserCookies(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  expect(response.cookies.map((cookie) => cookie.name)).toContain('better-auth.session_data');
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

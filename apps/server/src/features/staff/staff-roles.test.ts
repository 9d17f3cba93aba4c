import { deletionRefusals, staffMessages } from '@chaka/contract';
import { describe, expect, it } from 'vitest';
import { type Customer, signIn, signUp, signUpAdmin, TEST_ORIGIN } from '../../test/app.js';
import { useTestShop } from '../../test/use-test-shop.js';

/** Issue 38: staff roles through the API, the spec's admin being an owner. */
describe('staff roles', () => {
  const shop = useTestShop({ admin: true });

  const setRole = (caller: Customer, email: string, role: string | null) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${encodeURIComponent(email)}`,
      headers: caller.headers,
      payload: { role },
    });
  const permissionsOf = async (caller: Customer) =>
    (await shop.app.inject({ url: '/api/me/permissions', headers: caller.headers })).json();
  const get = (caller: Customer, url: string) => shop.app.inject({ url, headers: caller.headers });

  it('tells each person their role and permissions', async () => {
    const customer = await signUp(shop.app);
    expect(await permissionsOf(customer)).toEqual({ role: null, permissions: [] });
    expect(await permissionsOf(shop.admin)).toMatchObject({
      role: 'owner',
      permissions: expect.arrayContaining(['staff.manage', 'settings', 'sales.read']),
    });
  });

  it('lets an owner make a customer a packer, who then reads orders but not sales, users or staff', async () => {
    const customer = await signUp(shop.app, { name: 'Jamal Packer' });
    const response = await setRole(shop.admin, customer.email, 'packer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: customer.id,
      email: customer.email,
      name: 'Jamal Packer',
      role: 'packer',
    });
    expect(await permissionsOf(customer)).toEqual({
      role: 'packer',
      permissions: ['orders.read', 'orders.move'],
    });
    expect((await get(customer, '/api/admin/orders')).statusCode).toBe(200);
    for (const url of ['/api/admin/stats', '/api/users', '/api/admin/staff', '/api/admin/audit'])
      expect((await get(customer, url)).statusCode, url).toBe(403);
    // To a spec client a packer is still a user.
    const users = (await get(shop.admin, '/api/users')).json() as Array<{ email: string; role: string }>;
    expect(users.find((row) => row.email === customer.email)?.role).toBe('user');
    const staff = (await get(shop.admin, '/api/admin/staff')).json();
    expect(staff).toContainEqual(expect.objectContaining({ email: customer.email, role: 'packer' }));
    // Taken away: a customer again, at once.
    expect((await setRole(shop.admin, customer.email, null)).json()).toBeNull();
    expect((await get(customer, '/api/admin/orders')).statusCode).toBe(403);
  });

  it('makes an owner the spec’s admin, both ways', async () => {
    const customer = await signUp(shop.app);
    expect((await setRole(shop.admin, customer.email, 'owner')).statusCode).toBe(200);
    const users = (await get(shop.admin, '/api/users')).json() as Array<{ email: string; role: string }>;
    expect(users.find((row) => row.email === customer.email)?.role).toBe('admin');
    const other = await signUp(shop.app);
    await setRole(shop.admin, other.email, 'manager');
    await shop.app.inject({
      method: 'PUT',
      url: `/user/admin/${encodeURIComponent(other.email)}`,
      headers: { cookie: shop.admin.cookie, origin: TEST_ORIGIN },
    });
    expect(await permissionsOf(other)).toMatchObject({ role: 'owner' });
  });

  it('lets nobody change their own role, and a manager no one’s', async () => {
    const response = await setRole(shop.admin, shop.admin.email, 'manager');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(staffMessages.ownRole);
    const manager = await signUp(shop.app);
    await setRole(shop.admin, manager.email, 'manager');
    expect((await setRole(manager, manager.email, 'owner')).statusCode).toBe(403);
    const customer = await signUp(shop.app);
    expect((await setRole(manager, customer.email, 'support')).statusCode).toBe(403);
    expect(await permissionsOf(manager)).toMatchObject({ role: 'manager' });
  });

  it('answers 404 for an unknown address and 400 for a role it does not know', async () => {
    expect((await setRole(shop.admin, 'nobody-here@example.com', 'packer')).statusCode).toBe(404);
    const customer = await signUp(shop.app);
    const wrong = await setRole(shop.admin, customer.email, 'cashier');
    expect(wrong.statusCode).toBe(400);
    expect(await permissionsOf(customer)).toEqual({ role: null, permissions: [] });
  });
});

describe('the last owner', () => {
  const shop = useTestShop();

  const demote = (caller: Customer, email: string) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${encodeURIComponent(email)}`,
      headers: caller.headers,
      payload: { role: null },
    });

  it('stays an owner when two owners demote each other at the same moment', { timeout: 60_000 }, async () => {
    const left = await signUpAdmin(shop.app, 'Left Owner');
    const right = await signUpAdmin(shop.app, 'Right Owner');
    const answers = await Promise.all([demote(left, right.email), demote(right, left.email)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(staffMessages.lastOwner);
    // The one left cannot demote or delete itself either.
    const owner = answers[0]!.statusCode === 200 ? left : right;
    expect((await demote(owner, owner.email)).statusCode).toBe(409);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/user/${encodeURIComponent(owner.email)}`,
      headers: owner.headers,
    });
    expect(deleted.json()).toMatchObject({ deletedCount: 0, message: deletionRefusals.self });
    const again = await signIn(shop.app, owner.email);
    expect(
      (await shop.app.inject({ url: '/api/me/permissions', headers: again.headers })).json(),
    ).toMatchObject({
      role: 'owner',
    });
  });
});

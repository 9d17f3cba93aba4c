import type { Order } from '@chaka/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../test/app.js';
import { placeOrder as placeOrderThroughApi } from '../../test/factories.js';
import { useTestShop } from '../../test/use-test-shop.js';

/**
 * Orders belong to an account, not to an e-mail address (issue 12, item 2): an address is free
 * again once its account is deleted and anyone may register it without proving it is theirs.
 */
describe('orders of a deleted account', () => {
  const shop = useTestShop({ admin: true });
  let admin: Customer;
  beforeAll(() => {
    ({ admin } = shop);
  });

  const as = (caller: Customer) => ({
    get: (url: string) => shop.app.inject({ url, headers: caller.headers }),
    send: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      shop.app.inject({ method, url, headers: caller.headers, payload }),
  });

  const placeOrder = (customer: Customer) => placeOrderThroughApi(shop.app, customer);

  it('never pass to a new account registered with the same address, and stay on record for the shop', async () => {
    const leaving = await signUp(shop.app, { name: 'Leaving Customer' });
    const order = await placeOrder(leaving);
    const removed = await as(admin).send('DELETE', `/api/user/${encodeURIComponent(leaving.email)}`);
    expect(removed.json()).toMatchObject({ deletedCount: 1 });

    const newcomer = await signUp(shop.app, { name: 'New Owner', email: leaving.email.toUpperCase() });
    expect(newcomer.email).toBe(leaving.email);
    const mine = await as(newcomer).get(`/api/orders/${encodeURIComponent(leaving.email)}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    expect((await as(newcomer).get(`/api/order/${order._id}`)).statusCode).toBe(403);
    expect((await as(newcomer).send('DELETE', `/api/orders/${order._id}`)).statusCode).toBe(403);
    const pay = await as(newcomer).send('POST', '/create-payment-intent', { orderId: order._id });
    expect(pay.statusCode).toBe(403);

    // The shop keeps the order, with the copy of who bought it.
    const all = await as(admin).get('/api/orders');
    expect(all.json()).toContainEqual(expect.objectContaining({ _id: order._id, email: leaving.email }));
    expect((await as(admin).get(`/api/order/${order._id}`)).json()).toMatchObject({
      userName: 'Leaving Customer',
    });
    // Asked for by the address, an admin sees the orders of the account that has it now: none.
    const byAddress = await as(admin).get(`/api/orders/${encodeURIComponent(leaving.email)}`);
    expect(byAddress.json()).toEqual([]);
  });

  it("list the new account's own orders under the address", async () => {
    const leaving = await signUp(shop.app, { name: 'Leaving Customer' });
    await placeOrder(leaving);
    await as(admin).send('DELETE', `/api/user/${encodeURIComponent(leaving.email)}`);
    const newcomer = await signUp(shop.app, { name: 'New Owner', email: leaving.email });
    const order = await placeOrder(newcomer);
    for (const caller of [newcomer, admin]) {
      const list = await as(caller).get(`/api/orders/${encodeURIComponent(leaving.email)}`);
      expect(list.json().map((entry: Order) => entry._id)).toEqual([order._id]);
    }
  });
});

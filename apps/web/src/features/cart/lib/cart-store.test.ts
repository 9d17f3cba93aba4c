import { CART_MAX_LINES } from '@chaka/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, server } from '@/test/server';
import type { CartLine } from './cart-lines';
import { createCartStore, VISITOR_CART_KEY } from './cart-store';

const oil: CartLine = { productId: '00000000-0000-4000-8000-000000000001', quantity: 1, size: 'SM' };
const plugs: CartLine = { productId: '00000000-0000-4000-8000-000000000002', quantity: 4, size: 'M' };
const nadia = { email: 'nadia@example.com', role: 'user' as const };

/** A store as the app makes it, on this browser's storage and the real GET and PUT /api/cart calls. */
const newStore = () =>
  createCartStore({
    storage: localStorage,
    account: () => import('../api/account-cart').then((module) => module.accountCart),
  });

/** The account's kept cart behind GET and PUT /api/cart, as the server keeps it. */
function keptCart(items: unknown[]) {
  const kept = { items };
  server.use(
    http.get('/api/cart', () => HttpResponse.json(kept)),
    http.put('/api/cart', async ({ request }) => {
      kept.items = ((await request.json()) as { items: unknown[] }).items;
      return HttpResponse.json(kept);
    }),
  );
  return kept;
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

beforeEach(() => localStorage.clear());

describe('a visitor’s cart', () => {
  it('survives a reload: a new page reads the same lines from the browser', () => {
    const store = newStore();
    store.update((lines) => [...lines, oil, plugs]);
    expect(newStore().getState().lines).toEqual([oil, plugs]);
  });

  it('leaves out whatever in the storage is not a line, and starts empty on garbage', () => {
    localStorage.setItem(
      VISITOR_CART_KEY,
      JSON.stringify([oil, { productId: 'x', quantity: -1, size: 'M' }, 7]),
    );
    expect(newStore().getState().lines).toEqual([oil]);
    localStorage.setItem(VISITOR_CART_KEY, '{not json');
    expect(newStore().getState().lines).toEqual([]);
  });

  it('follows a change made in another tab', () => {
    const store = newStore();
    newStore().update(() => [plugs]);
    store.reloadVisitorLines();
    expect(store.getState().lines).toEqual([plugs]);
  });
});

describe('signing in', () => {
  it('merges the visitor’s lines into the account’s, keeps them with the account and clears the browser’s', async () => {
    const kept = keptCart([{ ...oil, quantity: '2' }]);
    const sent = recordRequests();
    const store = newStore();
    store.update(() => [oil, plugs]);

    store.setOwner(nadia);
    expect(store.getState().ready).toBe(false);
    await until(() => store.getState().ready);
    await store.settled();

    expect(store.getState().lines).toEqual([{ ...oil, quantity: 3 }, plugs]);
    expect(kept.items).toEqual([{ ...oil, quantity: 3 }, plugs]);
    expect(sent.to('PUT', '/api/cart')).toHaveLength(1);
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
  });

  it('follows the customer to another device: a fresh browser shows the kept cart', async () => {
    keptCart([plugs]);
    const sent = recordRequests();
    const store = newStore();
    store.setOwner(nadia);
    await until(() => store.getState().ready);
    expect(store.getState().lines).toEqual([plugs]);
    // Nothing to merge: the kept cart is not written back.
    expect(sent.to('PUT', '/api/cart')).toHaveLength(0);
  });

  it('applies a part added while the kept cart loads, then saves both', async () => {
    const kept = keptCart([oil]);
    const store = newStore();
    store.setOwner(nadia);
    store.update((lines) => [...lines, plugs]);
    await until(() => store.getState().ready);
    await store.settled();
    expect(kept.items).toEqual([oil, plugs]);
  });

  it('saves every later change with the account, and signing out leaves an empty visitor cart', async () => {
    const kept = keptCart([]);
    const store = newStore();
    store.setOwner(nadia);
    await until(() => store.getState().ready);
    store.update(() => [oil]);
    store.update((lines) => [...lines, plugs]);
    await store.settled();
    expect(kept.items).toEqual([oil, plugs]);
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();

    store.setOwner(null);
    expect(store.getState()).toEqual({ lines: [], ready: true, owner: 'visitor' });
  });

  it('keeps the cart in the browser, untouched, when the kept cart cannot be read', async () => {
    server.use(http.get('/api/cart', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const store = newStore();
    store.update(() => [oil]);
    store.setOwner(nadia);
    await until(() => store.getState().ready);
    expect(store.getState()).toEqual({ lines: [oil], ready: true, owner: 'visitor' });
    expect(JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? '[]')).toEqual([oil]);
  });

  it('gives an admin no cart, and leaves the visitor’s lines in the browser', () => {
    const store = newStore();
    store.update(() => [oil]);
    store.setOwner({ email: 'admin@example.com', role: 'admin' });
    store.update(() => [plugs]);
    expect(store.getState()).toEqual({ lines: [], ready: true, owner: 'admin' });
    expect(JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? '[]')).toEqual([oil]);
  });
});

it('holds at most CART_MAX_LINES lines when merging a full visitor cart into the account’s', async () => {
  const many = Array.from({ length: CART_MAX_LINES }, (_, index) => ({
    productId: `00000000-0000-4000-8000-${String(index + 100).padStart(12, '0')}`,
    quantity: 1,
    size: 'L' as const,
  }));
  keptCart([oil]);
  const store = newStore();
  store.update(() => many);
  store.setOwner(nadia);
  await until(() => store.getState().ready);
  expect(store.getState().lines).toHaveLength(CART_MAX_LINES);
  expect(store.getState().lines[0]).toEqual(oil);
});

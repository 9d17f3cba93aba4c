import { type ClaimedQuote, type PartRequest, partRequestMessages, routes } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { cartStore } from '../lib/cart';
import { CartPage } from './cart-page';
import { QuotePage } from './quote-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const pads = aProduct({ productName: 'Front Brake Pads Axio', price: 12.5, orderQty: 1, availableQty: 5 });
const requestId = '5b4a1a9e-2f0c-4d7e-9a55-6f1f2b3c4d5e';
const claimed: ClaimedQuote = {
  partRequestId: requestId,
  number: 'PR-10001',
  productId: pads._id,
  productName: pads.productName,
  quantity: 2,
  price: 9,
};
const request = {
  id: requestId,
  number: 'PR-10001',
  status: 'quoted',
  quote: { productId: pads._id, productName: pads.productName, price: 9, listPrice: 12.5, quantity: 2 },
} as PartRequest;

beforeEach(() => {
  cartStore.setOwner(null);
  cartStore.update(() => []);
});
afterEach(() => cartStore.settled());

describe('a quote’s link', () => {
  const kept = { items: [] as unknown[] };
  beforeEach(() => {
    kept.items = [];
    signInAs(nadia);
    cartStore.setOwner(nadia);
    server.use(
      http.get('/api/cart', () => HttpResponse.json(kept)),
      http.put('/api/cart', async ({ request: sent }) => {
        kept.items = ((await sent.json()) as typeof kept).items;
        return HttpResponse.json(kept);
      }),
      http.get('/api/service/:id', () => HttpResponse.json(pads)),
      http.get(routes.listProducts.path, () => HttpResponse.json([pads])),
      http.get(routes.myPartRequests.path, () =>
        HttpResponse.json({ items: [request], total: 1, page: 1, limit: 200 }),
      ),
    );
  });

  it('puts the quoted part in the cart, which shows the quoted price', async () => {
    server.use(http.post('/api/part-requests/quote/:token', () => HttpResponse.json(claimed)));
    renderWithApp(<QuotePage />, {
      path: '/quote/:token',
      at: '/quote/secret-token',
      routes: [{ path: '/cart', element: <CartPage /> }],
    });
    const lines = within(await screen.findByRole('list', { name: 'Parts in your cart' }));
    expect(await lines.findByText(/Quoted price \(PR-10001\)/)).toBeTruthy();
    expect(lines.getByText('$18')).toBeTruthy();
    await cartStore.settled();
    expect(kept.items).toEqual([{ productId: pads._id, quantity: 2, size: 'SM', quote: requestId }]);
  });

  it('says why when the quote cannot be taken up', async () => {
    server.use(
      http.post('/api/part-requests/quote/:token', () =>
        HttpResponse.json({ message: partRequestMessages.quoteNotYours }, { status: 403 }),
      ),
    );
    renderWithApp(<QuotePage />, { path: '/quote/:token', at: '/quote/other-token' });
    expect((await screen.findByRole('alert')).textContent).toBe(partRequestMessages.quoteNotYours);
    expect(cartStore.getState().lines).toEqual([]);
  });
});

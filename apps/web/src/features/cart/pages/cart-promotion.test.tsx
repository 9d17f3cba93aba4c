import { type CartQuote, type PartRequest, promotionMessages } from '@chaka/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { aProduct, aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { cartStore } from '../lib/cart';
import { CartPage } from './cart-page';
import { CheckoutPage } from './checkout-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 37 on the cart page: a code priced by the server, per line and for the order, that carries
// on to the checkout; issue 36: a quoted line above its quote is stopped here as at the checkout.

const bulbs = aProduct({
  productName: 'H4 Halogen Headlight Bulbs',
  price: 10,
  orderQty: 1,
  availableQty: 12,
});
const pads = aProduct({ productName: 'Front Brake Pads Axio', price: 15, orderQty: 1, availableQty: 9 });
const eid = (fields: Partial<CartQuote> = {}): CartQuote => ({
  lines: [{ productId: bulbs._id, size: 'M', quantity: 4, price: 40, discount: 4, pays: 36 }],
  subtotal: 40,
  discount: 4,
  deliveryFee: 2,
  total: 38,
  code: 'EID10',
  promotions: [{ code: 'EID10', kind: 'percent', discount: 4 }],
  ...fields,
});
const quoted: PartRequest = {
  id: '0b6f8e32-5d0e-4f3c-9a55-1f2e3d4c5b6a',
  number: 'PR-1001',
  status: 'quoted',
  quote: { productId: pads._id, productName: pads.productName, price: 9, listPrice: 15, quantity: 2 },
} as PartRequest;

describe('a promotion code in the cart', () => {
  let cartItems: Array<Record<string, string>>;
  beforeEach(() => {
    sessionStorage.clear();
    cartStore.setOwner(null);
    cartStore.update(() => []);
    signInAs(nadia);
    cartItems = [{ productId: bulbs._id, quantity: '4', size: 'M' }];
    server.use(
      http.get('/api/cart', () => HttpResponse.json({ items: cartItems })),
      http.put('/api/cart', async ({ request }) => HttpResponse.json(await request.json())),
      http.get('/api/service/:id', ({ params }) => HttpResponse.json(params.id === pads._id ? pads : bulbs)),
      http.get('/api/part-requests', () => HttpResponse.json({ items: [quoted], total: 1, page: 1 })),
      http.get('/api/users/me', () => HttpResponse.json([aProfile({ number: '01712345678' })])),
      http.get('/api/orders/:email', () => HttpResponse.json([])),
      http.get('/api/me/prices', () =>
        HttpResponse.json({ group: null, monthlyStatement: false, prices: [] }),
      ),
      http.post('/api/cart/quote', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return HttpResponse.json(
          code.toUpperCase() === 'EID10'
            ? eid()
            : eid({ code: null, discount: 0, total: 42, codeRefused: promotionMessages.expired }),
        );
      }),
    );
  });
  afterEach(async () => {
    await act(() => activateLocale('en'));
    await cartStore.settled();
  });

  it('shows the discount per line and for the order, and the checkout applies the same code', async () => {
    const sent = recordRequests();
    const view = renderWithApp(<CartPage />, { path: '/cart' });
    const field = await screen.findByLabelText('Promotion code');
    await userEvent.type(field, 'old5{Enter}');
    expect(await screen.findByText('This code has expired')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'eid10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('EID10: $4 off. New total $38 (delivery included).')).toBeTruthy();
    const line = within(screen.getByRole('list', { name: 'Parts in your cart' }));
    expect(line.getByText('$4 off with EID10: $36')).toBeTruthy();
    const summary = within(screen.getByLabelText('Order total'));
    expect(summary.getByText('Discount (EID10)')).toBeTruthy();
    expect(summary.getByText('−$4')).toBeTruthy();
    const asked = sent.to('POST', '/api/cart/quote');
    expect(await asked.at(-1)!.request.json()).toMatchObject({
      code: 'eid10',
      items: [{ productId: bulbs._id, quantity: 4, size: 'M' }],
    });
    view.unmount();

    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByText('EID10: $4 off. New total $38 (delivery included).')).toBeTruthy();
    expect((screen.getByLabelText('Promotion code') as HTMLInputElement).value).toBe('EID10');
  });

  it('tells why a code is refused in Bangla', async () => {
    await act(() => activateLocale('bn'));
    renderWithApp(<CartPage />, { path: '/cart' });
    await userEvent.type(await screen.findByLabelText('প্রমোশন কোড'), 'OLD5');
    await userEvent.click(screen.getByRole('button', { name: 'প্রয়োগ করুন' }));
    expect(await screen.findByText('এই কোডের মেয়াদ শেষ হয়ে গেছে')).toBeTruthy();
  });

  it('stops a quoted line above its quote, as the checkout does', async () => {
    cartItems = [{ productId: pads._id, quantity: '3', size: 'M', quote: quoted.id }];
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(
      await screen.findAllByText('The quoted price of PR-1001 is for at most 2. Please order fewer.'),
    ).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveProperty('disabled', true);
    const quantity = screen.getByLabelText(/Quantity of Front Brake Pads Axio/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(screen.queryByText(/is for at most 2/)).toBeNull();
  });
});

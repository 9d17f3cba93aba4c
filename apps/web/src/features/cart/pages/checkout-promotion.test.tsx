import { type CartQuote, type OrderDetail, promotionMessages } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, aProduct, aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { cartStore } from '../lib/cart';
import { CheckoutPage } from './checkout-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 37: a promotion code at the checkout: the server's quote shows the discount or why not,
// and the order is placed with the accepted code.

const bulbs = aProduct({
  productName: 'H4 Halogen Headlight Bulbs',
  price: 10,
  orderQty: 1,
  availableQty: 12,
});
const quote = (fields: Partial<CartQuote>): CartQuote => ({
  lines: [],
  subtotal: 40,
  discount: 0,
  deliveryFee: 2,
  total: 42,
  code: null,
  promotions: [],
  ...fields,
});

describe('a promotion code at the checkout', () => {
  beforeEach(() => {
    cartStore.setOwner(null);
    cartStore.update(() => []);
    signInAs(nadia);
    server.use(
      http.get('/api/cart', () =>
        HttpResponse.json({ items: [{ productId: bulbs._id, quantity: '4', size: 'M' }] }),
      ),
      http.put('/api/cart', async ({ request }) => HttpResponse.json(await request.json())),
      http.get('/api/service/:id', () => HttpResponse.json(bulbs)),
      http.get('/api/users/me', () => HttpResponse.json([aProfile({ number: '01712345678' })])),
      http.get('/api/orders/:email', () => HttpResponse.json([])),
    );
  });
  afterEach(() => cartStore.settled());

  it('shows why a code is refused, then the discount of a good one, and orders with it', async () => {
    server.use(
      http.post('/api/cart/quote', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return HttpResponse.json(
          code === 'EID10'
            ? quote({ discount: 4, total: 38, code: 'EID10' })
            : quote({ codeRefused: promotionMessages.expired }),
        );
      }),
      http.post('/api/checkout', () =>
        HttpResponse.json({
          ...anOrder({ _id: 'order-1', paymentMethod: 'cod' }),
          lines: [],
          events: [],
        } as OrderDetail),
      ),
    );
    const sent = recordRequests();
    renderWithApp(<CheckoutPage />, {
      path: '/checkout',
      routes: [{ path: '/dashboard/orders/:id', element: <h1>The order</h1> }],
    });
    const field = await screen.findByLabelText('Promotion code');
    await userEvent.type(field, 'OLD5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'EID10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('EID10: $4 off. New total $38 (delivery included).')).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('District'), 'Dhaka');
    await userEvent.type(screen.getByLabelText('Address'), 'House 12, Road 5, Dhanmondi');
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'The order' });
    const [placed] = sent.to('POST', '/api/checkout');
    expect(await placed!.request.json()).toMatchObject({ code: 'EID10' });
  });

  it("lists each part at a trade customer's price, as the server quotes the cart", async () => {
    server.use(
      http.get('/api/me/prices', () =>
        HttpResponse.json({ group: 'Garage', monthlyStatement: false, prices: [] }),
      ),
      http.post('/api/cart/quote', () =>
        HttpResponse.json(
          quote({
            lines: [{ productId: bulbs._id, size: 'M', quantity: 4, price: 32, discount: 0, pays: 32 }],
            subtotal: 32,
            total: 34,
          }),
        ),
      ),
    );
    renderWithApp(<CheckoutPage />, { path: '/checkout' });
    const parts = within(await screen.findByRole('list', { name: 'Parts' }));
    expect(await parts.findByText('$32')).toBeTruthy();
    expect(parts.queryByText('$40')).toBeNull();
  });
});

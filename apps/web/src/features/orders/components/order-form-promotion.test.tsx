import type { CartQuote } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { anOrder, aProduct, aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderForm } from './order-form';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 37: the product page's order form takes a promotion code like the cart and the checkout.
const product = aProduct({ price: 10, orderQty: 1, availableQty: 9 });

it('prices the part with a code and places the order with it', async () => {
  signInAs(nadia);
  server.use(
    http.get('/api/users/me', () => HttpResponse.json([aProfile({ number: '01712345678' })])),
    http.get('/api/orders/nadia%40example.com', () => HttpResponse.json([])),
    http.post('/api/cart/quote', async ({ request }) => {
      const { items } = (await request.json()) as { items: Array<{ quantity: string }> };
      const subtotal = 10 * Number(items[0]!.quantity);
      return HttpResponse.json({
        lines: [],
        subtotal,
        discount: subtotal / 10,
        deliveryFee: 2,
        total: subtotal - subtotal / 10 + 2,
        code: 'EID10',
        promotions: [],
      } satisfies CartQuote);
    }),
    http.post('/api/orders', () => HttpResponse.json(anOrder())),
  );
  const sent = recordRequests();
  renderWithApp(<OrderForm product={product} />, {
    path: '/services/:id',
    at: `/services/${product._id}`,
    routes: [{ path: '/dashboard/orders', element: <h1>My Orders</h1> }],
  });
  await userEvent.selectOptions(screen.getByLabelText('District'), 'Dhaka');
  await userEvent.type(screen.getByLabelText('Promotion code'), 'EID10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText('EID10: $1 off. New total $11 (delivery included).')).toBeTruthy();
  const summary = within(screen.getByLabelText('Order total'));
  expect(summary.getByText('Discount (EID10)')).toBeTruthy();
  // A new quantity is priced again with the same code.
  const quantity = screen.getByLabelText('Quantity');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '3');
  expect(await screen.findByText('EID10: $3 off. New total $29 (delivery included).')).toBeTruthy();
  expect(summary.getByText('$29')).toBeTruthy();

  await userEvent.type(screen.getByLabelText('Address'), 'House 12, Road 5, Dhanmondi');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  await screen.findByRole('heading', { name: 'My Orders' });
  const [placed] = sent.to('POST', '/api/orders');
  expect(await placed!.request.json()).toMatchObject({
    productId: product._id,
    quantity: '3',
    code: 'EID10',
  });
}, 15_000);

import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 37: the order page shows the promotion's discount and code between subtotal and total.
it('shows the discount and its code in the order’s amounts', async () => {
  signInAs(nadia);
  const order = anOrderDetail({
    subtotal: 46,
    discount: 4.6,
    promotionCode: 'EID10',
    deliveryFee: 1,
    total: 42.4,
  });
  server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
  renderWithApp(<OrderPage />, { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` });
  const payment = within(await screen.findByRole('region', { name: 'Payment' }));
  expect(payment.getByText('Discount EID10')).toBeTruthy();
  expect(payment.getByText('−$4.60')).toBeTruthy();
  expect(payment.getByText('$42.40')).toBeTruthy();
});

import type { OrderDetail } from '@chaka/contract';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { PaymentPage } from './payment-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 34 (COD_ADVANCE): a cash order pays online only the delivery fee it owes first, on SSLCommerz.
let order: OrderDetail;
beforeEach(() => {
  signInAs(nadia);
  server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
});

const renderPage = () =>
  renderWithApp(<PaymentPage />, { path: '/dashboard/payment/:id', at: `/dashboard/payment/${order._id}` });
const cashOrder = (fields: Partial<OrderDetail>) =>
  anOrderDetail({
    paymentMethod: 'cod',
    total: 58,
    advance: 2,
    advancePaid: false,
    dueOnDelivery: 58,
    ...fields,
  });

describe('the payment page of a cash order', () => {
  it('asks the delivery fee alone, on SSLCommerz, and says the rest is paid at the door', async () => {
    order = cashOrder({});
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('$2')).toBeTruthy();
    expect(screen.getByText(/Delivery fee to pay first/)).toBeTruthy();
    expect(screen.getByText('The rest, $56, is paid in cash at the door.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to SSLCommerz' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Card' })).toBeNull();
    expect(requests.to('POST', '/create-payment-intent')).toEqual([]);
  });

  it('has nothing to pay once the fee is paid, or when the order owes none', async () => {
    order = cashOrder({ advancePaid: true });
    const { unmount } = renderPage();
    expect(await screen.findByText('This order is already paid')).toBeTruthy();
    unmount();
    order = cashOrder({ advance: 0 });
    renderPage();
    expect(await screen.findByText(/there is nothing to pay online/)).toBeTruthy();
  });
});

import type { OrderDetail } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { PaymentPage } from './payment-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let order: OrderDetail;
beforeEach(() => {
  signInAs(nadia);
  server.use(
    http.get('/api/order/:id', () => HttpResponse.json(order)),
    http.post('/create-payment-intent', () =>
      HttpResponse.json({ clientSecret: 'pi_abc123abc123_secret_xyz' }),
    ),
  );
});

const renderPage = () =>
  renderWithApp(<PaymentPage />, { path: '/dashboard/payment/:id', at: `/dashboard/payment/${order._id}` });

describe('the payment page', () => {
  it("names the part of a one-part order, as the spec's screen does", async () => {
    order = anOrderDetail();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pay for CERAMIC FRONT BRAKE PADS' })).toBeTruthy();
    expect(screen.getByText('2 × size M')).toBeTruthy();
    expect(screen.getByText('$58')).toBeTruthy();
  });

  it('names the order and lists every part of an order of several parts, for its one total', async () => {
    const pads = anOrder();
    const oil = anOrder({
      lineId: crypto.randomUUID(),
      productName: 'Engine Oil 5W-30',
      quantity: 1,
      size: 'L',
    });
    order = { ...anOrderDetail({ subtotal: 90, total: 92, lineCount: 2 }), lines: [pads, oil] };
    renderPage();
    const heading = await screen.findByRole('heading', { name: 'Pay for order CP-10042' });
    const parts = within(heading.closest('header') as HTMLElement).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      'Ceramic Front Brake Pads: 2 × size M',
      'Engine Oil 5W-30: 1 × size L',
    ]);
    expect(screen.getByText('$92')).toBeTruthy();
  });

  it('says a paid order needs no payment', async () => {
    order = anOrderDetail({ paid: true });
    renderPage();
    expect(await screen.findByText('This order is already paid')).toBeTruthy();
  });
});

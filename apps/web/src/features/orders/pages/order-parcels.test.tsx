import type { Order, OrderDetail } from '@chaka/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { anOrder, anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const admin = { ...nadia, id: 'a1', email: 'admin@example.com', role: 'admin' as const };
const at = (hour: number) => `2026-11-21T${String(hour).padStart(2, '0')}:00:00.000Z`;
/** A cash order Pathao carried and brought back, its steps on the timeline as the server writes them. */
const returned = (): OrderDetail =>
  anOrderDetail({
    paymentMethod: 'cod',
    status: 'returned',
    courier: 'Pathao',
    trackingNumber: 'DL121224VS8TTJ',
    events: [
      { status: 'placed', by: 'Nadia Islam', note: null, at: at(8) },
      { status: 'shipped', by: 'Admin', note: 'Pathao DL121224VS8TTJ', at: at(9) },
      { status: 'shipped', by: 'Pathao', note: 'The courier picked up the parcel', at: at(10) },
      { status: 'shipped', by: 'Pathao', note: 'The courier could not deliver the parcel', at: at(11) },
      { status: 'returned', by: 'Pathao', note: null, at: at(12) },
    ],
  });

let order: OrderDetail;
beforeEach(() => {
  server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
});
afterEach(() => act(() => activateLocale('en')));

const renderPage = () =>
  renderWithApp(<OrderPage />, { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` });
const timeline = () => within(screen.getByRole('region', { name: /Timeline|অর্ডারের ধাপ/ }));

describe("a parcel's life on the order page", () => {
  it('shows a returned order, the courier and each courier step to the customer', async () => {
    signInAs(nadia);
    order = returned();
    renderPage();
    expect(await screen.findByText('DL121224VS8TTJ')).toBeTruthy();
    expect(screen.getAllByText('Returned').length).toBeGreaterThan(0);
    expect(timeline().getByText(/The courier picked up the parcel/)).toBeTruthy();
    expect(timeline().getByText(/The courier could not deliver the parcel/)).toBeTruthy();
  });

  it('shows the timeline in Bangla for a customer reading Bangla', async () => {
    signInAs(nadia);
    order = returned();
    await act(() => activateLocale('bn'));
    renderPage();
    await screen.findByText('DL121224VS8TTJ');
    expect(screen.getAllByText('ফেরত এসেছে').length).toBeGreaterThan(0);
    expect(timeline().getByText(/কুরিয়ার পার্সেলটি সংগ্রহ করেছে/)).toBeTruthy();
    expect(timeline().getByText(/কুরিয়ার পার্সেলটি ডেলিভারি করতে পারেনি/)).toBeTruthy();
    expect(timeline().queryByText(/The courier/)).toBeNull();
  });

  it('flags a short cash collection for the shop, not for the customer', async () => {
    order = anOrderDetail({ paymentMethod: 'cod', status: 'delivered', paid: false, collected: 40 });
    signInAs(admin);
    const view = renderPage();
    expect(await screen.findByText('Collected $40 of $58')).toBeTruthy();
    view.unmount();
    signInAs(nadia);
    renderPage();
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    expect(screen.queryByText(/Collected/)).toBeNull();
  });
});

describe('All Orders and parcels', () => {
  let answer: Order[];
  beforeEach(() => {
    signInAs(admin);
    server.use(
      http.get('/api/admin/orders', () =>
        HttpResponse.json({ items: answer, total: answer.length, page: 1, limit: 25 }),
      ),
    );
  });

  // A dialog, a request and a toast: slow on a loaded machine, hence the longer waits.
  it('flags a short collection and marks a hand-shipped order returned', async () => {
    const shipped = anOrder({ productName: 'Iridium Spark Plugs', status: 'shipped', paymentMethod: 'cod' });
    const short = anOrder({
      _id: 'o2',
      productName: 'Synthetic 5W-30',
      status: 'delivered',
      paymentMethod: 'cod',
      collected: 50,
    });
    answer = [shipped, short];
    server.use(
      http.patch('/api/orders/:id/status', () => HttpResponse.json(anOrderDetail({ status: 'returned' }))),
    );
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Collected $50 of $58')).toBeTruthy();
    const row = within(within(table).getByText('Iridium Spark Plugs').closest('tr')!);
    await userEvent.click(row.getByRole('button', { name: 'Mark returned' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/its parts go back to stock/)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark returned' }));
    await waitFor(() => expect(requests.to('PATCH', `/api/orders/${shipped._id}/status`)).toHaveLength(1));
    const [sent] = requests.to('PATCH', `/api/orders/${shipped._id}/status`);
    expect(await sent!.request.json()).toEqual({ status: 'returned' });
    expect(
      await screen.findByText(`Order ${shipped.orderNumber} is returned`, {}, { timeout: 5000 }),
    ).toBeTruthy();
  }, 20_000);
});

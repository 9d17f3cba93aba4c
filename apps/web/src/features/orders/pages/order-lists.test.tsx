import type { Order } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';
import { MyOrdersPage } from './my-orders-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const online = anOrder({ orderNumber: 'CP-10001', productName: 'Iridium Spark Plugs' });
const cod = anOrder({ orderNumber: 'CP-10002', productName: 'Wiper Blades', paymentMethod: 'cod' });
const noAddress = anOrder({ orderNumber: 'CP-10003', productName: 'Oil Filter', delivery: null });
const cancelled = anOrder({ orderNumber: 'CP-10004', productName: 'Cabin Filter', status: 'cancelled' });

let answer: Order[];
beforeEach(() => {
  signInAs(nadia);
  answer = [online, cod, noAddress];
  server.use(
    http.get('/api/orders', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('status') ? [cancelled] : answer),
    ),
    http.get('/api/orders/nadia%40example.com', ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('status') ? [cancelled] : answer),
    ),
    // All Orders searches (issue 19): without a status link chosen it asks for the active orders.
    http.get('/api/admin/orders', ({ request }) => {
      const items = new URL(request.url).searchParams.get('status') === 'active' ? answer : [cancelled];
      return HttpResponse.json({ items, total: items.length, page: 1, limit: 25 });
    }),
  );
});

const rowOf = (name: string) => within(screen.getByRole('table')).getByText(name).closest('tr')!;

describe('My Orders with statuses', () => {
  it("shows each order's number, status and payment method, and Pay only for unpaid online orders", async () => {
    renderWithApp(<MyOrdersPage />, { path: '/dashboard/orders' });
    await screen.findByRole('table');
    const first = within(rowOf('Iridium Spark Plugs'));
    expect(first.getByRole('link', { name: 'Order CP-10001' }).getAttribute('href')).toBe(
      `/dashboard/orders/${online._id}`,
    );
    expect(first.getByText('Placed')).toBeTruthy();
    expect(first.getByText('Pay online')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Pay' })).toBeTruthy();
    expect(first.getByText('$58')).toBeTruthy();

    const cash = within(rowOf('Wiper Blades'));
    expect(cash.getByText('Cash on delivery')).toBeTruthy();
    expect(cash.getByText('Not paid')).toBeTruthy();
    expect(cash.queryByRole('link', { name: 'Pay' })).toBeNull();

    expect(within(rowOf('Oil Filter')).getByText('Delivery details needed')).toBeTruthy();
    expect(within(rowOf('Iridium Spark Plugs')).queryByText('Delivery details needed')).toBeNull();
  });

  it('lists cancelled orders on asking, without a Pay link', async () => {
    const requests = recordRequests();
    renderWithApp(<MyOrdersPage />, { path: '/dashboard/orders' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Cabin Filter')).toBeTruthy());
    expect(requests.to('GET', '/api/orders/nadia%40example.com?status=cancelled')).toHaveLength(1);
    const row = within(rowOf('Cabin Filter'));
    expect(row.getByText('Cancelled')).toBeTruthy();
    expect(row.queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancelled' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('All Orders with statuses', () => {
  it('ships an order after asking for its courier and tracking number', async () => {
    const paidOrder = anOrder({ ...cod, status: 'confirmed' });
    answer = [paidOrder];
    server.use(
      http.patch(`/api/orders/${paidOrder._id}/status`, () =>
        HttpResponse.json({ ...paidOrder, status: 'shipped', lines: [], events: [] }),
      ),
    );
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await screen.findByRole('table');
    await userEvent.click(within(rowOf('Wiper Blades')).getByRole('button', { name: 'Mark shipped' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark shipped?' }));
    expect(dialog.getByText(/Order CP-10002 of Nadia Islam will be marked shipped/)).toBeTruthy();
    await userEvent.selectOptions(dialog.getByLabelText('Courier'), 'Steadfast');
    await userEvent.type(dialog.getByLabelText('Tracking number'), 'SF-88231');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Order CP-10002 is shipped')).toBeTruthy();
    const [{ request }] = requests.to('PATCH', `/api/orders/${paidOrder._id}/status`) as [SentRequest];
    expect(await request.json()).toEqual({
      status: 'shipped',
      courier: 'Steadfast',
      trackingNumber: 'SF-88231',
    });
  });

  it('takes another courier by name', async () => {
    const order = anOrder({ ...cod, status: 'confirmed' });
    answer = [order];
    server.use(
      http.patch(`/api/orders/${order._id}/status`, () =>
        HttpResponse.json({ ...order, status: 'shipped', lines: [], events: [] }),
      ),
    );
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await screen.findByRole('table');
    await userEvent.click(within(rowOf('Wiper Blades')).getByRole('button', { name: 'Mark shipped' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('Courier'), 'Other');
    await userEvent.type(dialog.getByLabelText('Courier name'), 'Korotoa Courier');
    await userEvent.type(dialog.getByLabelText('Tracking number'), '7781');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    await screen.findByText('Order CP-10002 is shipped');
    const [{ request }] = requests.to('PATCH', `/api/orders/${order._id}/status`) as [SentRequest];
    expect(await request.json()).toMatchObject({ courier: 'Korotoa Courier', trackingNumber: '7781' });
  });

  it('confirms a cash order behind the dialog, and waits for payment or an address where needed', async () => {
    server.use(
      http.patch(`/api/orders/${cod._id}/status`, () =>
        HttpResponse.json({ message: 'Something changed' }, { status: 409 }),
      ),
    );
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await screen.findByRole('table');
    expect(within(rowOf('Iridium Spark Plugs')).getByText('Waiting for payment')).toBeTruthy();
    expect(within(rowOf('Oil Filter')).getAllByText('Delivery details needed').length).toBeGreaterThan(0);
    await userEvent.click(within(rowOf('Wiper Blades')).getByRole('button', { name: 'Mark confirmed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark confirmed?' }));
    expect(dialog.queryByLabelText('Tracking number')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark confirmed' }));
    expect(await screen.findByText('Something changed')).toBeTruthy();
  });

  it('marks a cash order awaiting its buyer’s e-mail verification, and says so before confirming it', async () => {
    const unverified = anOrder({
      orderNumber: 'CP-10005',
      productName: 'Air Filter',
      paymentMethod: 'cod',
      awaitingVerification: true,
    });
    answer = [online, unverified];
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await screen.findByRole('table');
    expect(within(rowOf('Air Filter')).getByText('Awaiting e-mail verification')).toBeTruthy();
    expect(within(rowOf('Iridium Spark Plugs')).queryByText('Awaiting e-mail verification')).toBeNull();
    await userEvent.click(within(rowOf('Air Filter')).getByRole('button', { name: 'Mark confirmed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark confirmed?' }));
    expect(dialog.getByRole('alert').textContent).toMatch(/Call the customer before confirming it/);
  });

  it('filters by status', async () => {
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    await waitFor(() => expect(requests.to('GET', '/api/admin/orders?status=cancelled')).toHaveLength(1));
    expect(await within(screen.getByRole('table')).findByText('Cabin Filter')).toBeTruthy();
  });

  it('searches by order number, payment method and days, and downloads the CSV of the search', async () => {
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await screen.findByRole('table');
    expect(screen.getByText('3 orders found')).toBeTruthy();
    const form = within(screen.getByRole('form', { name: 'Search orders' }));
    await userEvent.type(form.getByLabelText('Order number, e-mail or phone'), 'CP-10002');
    await userEvent.selectOptions(form.getByLabelText('Payment method'), 'cod');
    await userEvent.type(form.getByLabelText('From'), '2026-11-01');
    await userEvent.click(form.getByRole('button', { name: 'Search' }));
    const query = 'q=CP-10002&status=active&paymentMethod=cod&from=2026-11-01';
    await waitFor(() => expect(requests.to('GET', `/api/admin/orders?${query}`)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/admin/orders.csv?${query}`,
    );
  });
});

import type { Stats } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OverviewPage } from './overview-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const day = (date: string, orders: number, revenue: number) => ({ day: date, orders, revenue });
const stats: Stats = {
  from: '2026-11-24',
  to: '2026-11-26',
  timeZone: 'Asia/Dhaka',
  orders: 5,
  revenue: 312.5,
  periods: {
    today: { orders: 2, revenue: 100 },
    last7: { orders: 5, revenue: 312.5 },
    last30: { orders: 9, revenue: 640.25 },
  },
  byDay: [day('2026-11-24', 1, 62.5), day('2026-11-25', 2, 150), day('2026-11-26', 2, 100)],
  byStatus: [
    { status: 'placed', orders: 3, revenue: 200 },
    { status: 'cancelled', orders: 1, revenue: 40 },
  ],
  topProducts: {
    byRevenue: [{ productId: null, productName: 'Ceramic Brake Pads', quantity: 4, revenue: 200 }],
    byQuantity: [{ productId: null, productName: 'Spark Plugs', quantity: 9, revenue: 90 }],
  },
  paymentMethods: [{ method: 'cod', orders: 5, revenue: 312.5 }],
  districts: [{ district: 'Sylhet', orders: 5, revenue: 312.5 }],
  lowStock: [
    { _id: 'p1', productName: 'Wiper Blades', image: '/x.svg', availableQty: 0, lowStockThreshold: 5 },
  ],
};

beforeEach(() => {
  signInAs({ ...nadia, role: 'admin' });
  server.use(http.get('/api/admin/stats', () => HttpResponse.json(stats)));
});

describe('Overview', () => {
  it('shows the periods, each chart named with its numbers as a table, top parts, districts and low stock', async () => {
    renderWithApp(<OverviewPage />, { path: '/dashboard/overview' });
    const sales = await screen.findByRole('figure', { name: 'Sales per day' });
    expect(within(sales).getByRole('img', { name: /Sales per day/ })).toBeTruthy();
    const table = within(sales).getByRole('table', { name: 'Sales per day' });
    expect(await within(table).findByRole('row', { name: '2026-11-25 2 $150' })).toBeTruthy();
    const statuses = within(screen.getByRole('figure', { name: 'Orders by status' })).getByRole('table');
    expect(within(statuses).getByRole('row', { name: 'Delivered 0' })).toBeTruthy();
    expect(within(statuses).getByRole('row', { name: 'Cancelled 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Last 30 days' }).parentElement!.textContent).toContain(
      '$640.25',
    );
    expect(screen.getByRole('region', { name: 'Top parts by revenue' }).textContent).toContain(
      'Ceramic Brake Pads',
    );
    expect(screen.getByRole('region', { name: 'Delivery districts' }).textContent).toContain('Sylhet');
    const low = within(screen.getByRole('region', { name: 'Low stock' }));
    expect(low.getByRole('link', { name: 'Wiper Blades' }).getAttribute('href')).toBe(
      '/dashboard/manageProducts/p1/edit',
    );
    expect(low.getByText('0 left')).toBeTruthy();
  });

  it('asks for a chosen range', async () => {
    const requests = recordRequests();
    renderWithApp(<OverviewPage />, { path: '/dashboard/overview' });
    await screen.findByRole('figure', { name: 'Sales per day' });
    const form = within(screen.getByRole('form', { name: 'Choose a range' }));
    await userEvent.clear(form.getByLabelText('From'));
    await userEvent.type(form.getByLabelText('From'), '2026-01-01');
    await userEvent.click(form.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(requests.to('GET', '/api/admin/stats?from=2026-01-01&to=2026-11-26')).toHaveLength(1),
    );
  });
});

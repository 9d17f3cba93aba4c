import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const orders = [
  anOrder({ _id: 'o-1', orderNumber: 'CP-10041', productName: 'Iridium Spark Plugs' }),
  anOrder({ _id: 'o-2', orderNumber: 'CP-10042', productName: 'Synthetic 5W-30' }),
  anOrder({ _id: 'o-3', orderNumber: 'CP-10043', productName: 'Cabin Air Filter' }),
];

beforeEach(() => {
  signInAs({ ...nadia, role: 'admin' as const });
  server.use(
    http.get('/api/admin/orders', () =>
      HttpResponse.json({ items: orders, total: orders.length, page: 1, limit: 25 }),
    ),
  );
});

describe('printing from All Orders (issue 33)', () => {
  it('prints the invoices or packing slips of the ticked orders, one page each', async () => {
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Print invoices' })).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.click(within(table).getByRole('checkbox', { name: 'Choose order CP-10041' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Choose order CP-10043' }));
    expect(screen.getByText('2 chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print invoices' }).getAttribute('href')).toBe(
      '/dashboard/print/invoice?orders=o-1%2Co-3',
    );
    expect(screen.getByRole('link', { name: 'Print packing slips' }).getAttribute('href')).toBe(
      '/dashboard/print/slip?orders=o-1%2Co-3',
    );
    await user.click(screen.getByRole('button', { name: 'Choose all on this page' }));
    expect(screen.getByText('3 chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(screen.getByText('0 chosen')).toBeTruthy();
  });
});

import type { Order } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';
import { MyOrdersPage } from './my-orders-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const unpaid = anOrder({ productName: 'Iridium Spark Plugs' });
const paid = anOrder({ productName: 'Synthetic 5W-30', paid: true, transactionId: 'pi_3QxAbCdEf123' });
const free = anOrder({ productName: 'Cabin Air Filter', price: 0, subtotal: 0, deliveryFee: 0, total: 0 });

let answer: Order[];
beforeEach(() => {
  signInAs(nadia);
  server.use(
    http.get('/api/orders', () => HttpResponse.json(answer)),
    http.get('/api/orders/nadia%40example.com', () => HttpResponse.json(answer)),
    http.get('/api/admin/orders', () =>
      HttpResponse.json({ items: answer, total: answer.length, page: 1, limit: 25 }),
    ),
  );
});

const renderAt = (path: string, element: React.ReactNode) => renderWithApp(element, { path });

/** The cells of the table row of one order, by column header. */
function rowOf(table: HTMLElement, productName: string): Record<string, HTMLElement> {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  const row = within(table).getByText(productName).closest('tr')!;
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]!]));
}

describe('All Orders (SPEC §2)', () => {
  it('shows every column, Free for an order without a price, and Cancel only for unpaid orders', async () => {
    answer = [unpaid, paid, free];
    renderAt('/dashboard/allOrders', <AllOrdersPage />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Sl.',
      'Name',
      'Order',
      'Status',
      'Email',
      'Quantity',
      'Size',
      'Price',
      'Payment Status',
      'TrnxId',
      'Action',
    ]);
    const open = rowOf(table, 'Iridium Spark Plugs');
    expect(open.Price!.textContent).toBe('$58');
    expect(open['Payment Status']!.textContent).toBe('Not paidPay online');
    expect(within(open.Action!).getByRole('button', { name: /^Cancel the order/ })).toBeTruthy();

    const settled = rowOf(table, 'Synthetic 5W-30');
    expect(settled['Payment Status']!.textContent).toBe('PaidPay online');
    expect(settled.TrnxId!.textContent).toBe('3QxAbCdEf123');
    expect(within(settled.Action!).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(settled.Action!).getByRole('button', { name: 'Mark confirmed' })).toBeTruthy();

    const gift = rowOf(table, 'Cabin Air Filter');
    expect(gift.Price!.textContent).toBe('Free');
    expect(gift['Payment Status']!.textContent).toBe('FreePay online');
  });

  it('says "No orders" when there are none', async () => {
    answer = [];
    renderAt('/dashboard/allOrders', <AllOrdersPage />);
    expect(await screen.findByText('No orders')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('My Orders (SPEC §2)', () => {
  it('shows its columns, a Pay link for an unpaid priced order and Free for a free one', async () => {
    answer = [unpaid, paid, free];
    renderAt('/dashboard/orders', <MyOrdersPage />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sl', 'Name', 'Order', 'Status', 'Quantity', 'Size', 'Price', 'Payment', 'TrnxId']);
    const open = rowOf(table, 'Iridium Spark Plugs');
    expect(within(open.Payment!).getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(
      `/dashboard/payment/${unpaid._id}`,
    );
    const settled = rowOf(table, 'Synthetic 5W-30');
    expect(settled.Payment!.textContent).toBe('PaidPay online');
    expect(settled.TrnxId!.textContent).toBe('3QxAbCdEf123');
    const gift = rowOf(table, 'Cabin Air Filter');
    expect(gift.Price!.textContent).toBe('Free');
    expect(gift.Payment!.textContent).toBe('FreePay online');
    expect(within(gift.Payment!).queryByRole('link')).toBeNull();
  });

  it('says "No orders" when there are none', async () => {
    answer = [];
    renderAt('/dashboard/orders', <MyOrdersPage />);
    expect(await screen.findByText('No orders')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { anOrder, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 37: All Orders shows each order's discount and its code beside the amount charged.
const coded = anOrder({
  orderNumber: 'CP-10011',
  productName: 'Iridium Spark Plugs',
  subtotal: 40,
  discount: 4,
  promotionCode: 'EID10',
  deliveryFee: 2,
  total: 38,
});
const automatic = anOrder({
  orderNumber: 'CP-10012',
  productName: 'Wiper Blades',
  subtotal: 20,
  discount: 2,
  promotionCode: null,
  deliveryFee: 2,
  total: 20,
});
const plain = anOrder({
  orderNumber: 'CP-10013',
  productName: 'Oil Filter',
  subtotal: 10,
  discount: 0,
  promotionCode: null,
  deliveryFee: 2,
  total: 12,
});

beforeEach(() => {
  signInAs(nadia);
  server.use(
    http.get('/api/admin/orders', () =>
      HttpResponse.json({ items: [coded, automatic, plain], total: 3, page: 1, limit: 25 }),
    ),
  );
});

it('shows the discount and the code under the amount of each discounted order', async () => {
  renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
  const rowOf = (name: string) => within(within(screen.getByRole('table')).getByText(name).closest('tr')!);
  await screen.findByRole('table');
  expect(rowOf('Iridium Spark Plugs').getByText('$38')).toBeTruthy();
  expect(rowOf('Iridium Spark Plugs').getByText('$4 off with EID10')).toBeTruthy();
  expect(rowOf('Wiper Blades').getByText('$2 off')).toBeTruthy();
  expect(rowOf('Oil Filter').queryByText(/ off/)).toBeNull();
});

import type { Stats } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OverviewPage } from './overview-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 37: the Overview's sales are net of discounts, and a table shows what each promotion did.
const totals = { orders: 3, revenue: 120 };
const stats: Stats = {
  from: '2026-11-01',
  to: '2026-11-28',
  timeZone: 'Asia/Dhaka',
  ...totals,
  periods: { today: totals, last7: totals, last30: totals },
  byDay: [{ day: '2026-11-28', ...totals }],
  byStatus: [{ status: 'placed', ...totals }],
  topProducts: { byRevenue: [], byQuantity: [] },
  paymentMethods: [{ method: 'cod', ...totals }],
  districts: [{ district: 'Sylhet', ...totals }],
  lowStock: [],
  discount: 14,
  promotions: [
    { id: 'p1', code: 'EID10', kind: 'percent', uses: 2, discount: 9, sales: 81 },
    { id: 'p2', code: null, kind: 'amount', uses: 1, discount: 5, sales: 39 },
  ],
};

it('says what the promotions took off and lists each one’s uses, discount and sales', async () => {
  signInAs(nadia);
  server.use(http.get('/api/admin/stats', () => HttpResponse.json(stats)));
  renderWithApp(<OverviewPage />, { path: '/dashboard/overview' });
  expect(
    await screen.findByText('Sales are after discounts: $14 taken off by promotions in this range'),
  ).toBeTruthy();
  const table = within(screen.getByRole('table', { name: 'Promotions' }));
  const rows = table.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual(['PromotionUsesDiscount givenSales brought', 'EID102$9$81', 'Automatic1$5$39']);
});

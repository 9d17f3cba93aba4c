import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { ReturnPolicyPage } from './return-policy-page';

beforeEach(() => {
  server.use(
    http.get('/api/returns/policy', () =>
      HttpResponse.json({
        windowDays: 10,
        categories: [
          { category: 'motor-oil', days: null },
          { category: 'car-bulbs', days: 3 },
        ],
        reasons: ['wrong_fit', 'damaged', 'not_as_described', 'changed_mind', 'warranty'],
      }),
    ),
  );
});
afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the return policy page', () => {
  it("states the shop's window, each category's own rule, warranty claims and how to return", async () => {
    renderWithApp(<ReturnPolicyPage />, { path: '/returns' });
    expect(screen.getByRole('heading', { name: 'Returns and warranty' })).toBeTruthy();
    expect(await screen.findByText('Parts can be returned within 10 days of delivery.')).toBeTruthy();
    expect(screen.getByText('Motor Oil: cannot be returned.')).toBeTruthy();
    expect(screen.getByText('Car Bulbs: within 3 days of delivery.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Warranty claims' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to return a part' })).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    await act(() => activateLocale('bn'));
    renderWithApp(<ReturnPolicyPage />, { path: '/returns' });
    expect(screen.getByRole('heading', { name: 'ফেরত ও ওয়ারেন্টি' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'ওয়ারেন্টি দাবি' })).toBeTruthy();
  });
});

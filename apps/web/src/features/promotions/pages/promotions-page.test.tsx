import type { Promotion } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { PromotionsPage } from './promotions-page';

const eid: Promotion = {
  id: '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c09',
  code: 'EID10',
  automatic: false,
  kind: 'percent',
  value: 10,
  minOrder: 0,
  startsAt: null,
  endsAt: null,
  maxUses: 100,
  maxUsesPerCustomer: null,
  firstOrderOnly: false,
  categories: [],
  brands: [],
  productIds: [],
  stacks: false,
  uses: 3,
  discountGiven: 12.5,
  state: 'running',
  endedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

beforeEach(() => {
  server.use(http.get('/api/admin/promotions', () => HttpResponse.json([eid])));
});

/** Issue 37: the admin's Promotions screen. */
describe('Promotions', () => {
  it('lists each promotion with its uses and discount given, adds one and ends one now', async () => {
    server.use(
      http.post('/api/admin/promotions', async ({ request }) =>
        HttpResponse.json({ ...eid, ...((await request.json()) as object) }),
      ),
      http.patch('/api/admin/promotions/:id', () => HttpResponse.json({ ...eid, state: 'ended' })),
    );
    const sent = recordRequests();
    renderWithApp(<PromotionsPage />, { path: '/dashboard/promotions' });
    const row = within((await screen.findByText('EID10')).closest('tr')!);
    expect(row.getByText('3 / 100')).toBeTruthy();
    expect(row.getByText('$12.50')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Code'), 'MONSOON');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'amount');
    await userEvent.type(screen.getByLabelText('Value (percent or amount)'), '5');
    await userEvent.type(screen.getByLabelText('Total uses'), '50');
    await userEvent.click(screen.getByLabelText('First order only'));
    await userEvent.click(screen.getByRole('button', { name: 'Add promotion' }));
    await screen.findByText('Promotion added');
    const [added] = sent.to('POST', '/api/admin/promotions');
    expect(await added!.request.json()).toEqual({
      code: 'MONSOON',
      kind: 'amount',
      value: 5,
      maxUses: 50,
      firstOrderOnly: true,
      stacks: false,
    });

    await userEvent.click(row.getByRole('button', { name: 'End EID10 now' }));
    await waitFor(() => expect(sent.to('PATCH', `/api/admin/promotions/${eid.id}`)).toHaveLength(1));
    const [ended] = sent.to('PATCH', `/api/admin/promotions/${eid.id}`);
    expect(await ended!.request.json()).toEqual({ endNow: true });
  });
});

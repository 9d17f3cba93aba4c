import type { Promotion } from '@chaka/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { PromotionsPage } from '../pages/promotions-page';

// Issue 37: the admin chooses what a promotion covers: categories, brands and parts, by keyboard.
const pads = aProduct({ productName: 'Front Brake Pads Axio' });

it('adds a promotion for chosen categories, brands and parts', async () => {
  server.use(
    http.get('/api/admin/promotions', () => HttpResponse.json([])),
    http.get('/api/brands', () =>
      HttpResponse.json([
        { _id: '4d6c2f0e-6d3b-4b8e-9a0c-2b1e7f5a9c11', name: 'Bosch', logo: null },
        { _id: '5e7d3a1f-7e4c-4c9f-8b1d-3c2f8a6b0d22', name: 'NGK', logo: null },
      ]),
    ),
    http.get('/api/services', () => HttpResponse.json([pads], { headers: { 'x-total-count': '1' } })),
    http.post('/api/admin/promotions', async ({ request }) =>
      HttpResponse.json({ ...((await request.json()) as Promotion), id: 'new' }),
    ),
  );
  const sent = recordRequests();
  renderWithApp(<PromotionsPage />, { path: '/dashboard/promotions' });
  await userEvent.type(await screen.findByLabelText('Code'), 'PADS15');
  await userEvent.type(screen.getByLabelText('Value (percent or amount)'), '15');
  // Keyboard only: tab to a category and tick it with the space bar.
  screen.getByLabelText('Brake Pads').focus();
  await userEvent.keyboard(' ');
  await userEvent.click(await screen.findByLabelText('NGK'));
  await userEvent.type(screen.getByLabelText('Find parts by name or part number'), 'pads{Enter}');
  await userEvent.click(await screen.findByLabelText('Front Brake Pads Axio'));
  expect((screen.getByLabelText('Front Brake Pads Axio') as HTMLInputElement).checked).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Add promotion' }));
  await waitFor(() => expect(sent.to('POST', '/api/admin/promotions')).toHaveLength(1));
  const [added] = sent.to('POST', '/api/admin/promotions');
  expect(await added!.request.json()).toEqual({
    code: 'PADS15',
    kind: 'percent',
    value: 15,
    categories: ['brake-pads'],
    brands: ['5e7d3a1f-7e4c-4c9f-8b1d-3c2f8a6b0d22'],
    productIds: [pads._id],
    firstOrderOnly: false,
    stacks: false,
  });
}, 15_000);

import type { Return } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { aReturn } from '@/test/returns';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { ReturnPage } from './return-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const admin = { ...nadia, id: 'a1', name: 'Shop Admin', email: 'admin@example.com', role: 'admin' as const };
const booked = { courier: 'Steadfast', id: '7', status: 'pending', error: null };

let found: Return;
beforeEach(() => {
  signInAs(nadia);
  found = aReturn({ status: 'approved' });
  server.use(
    http.get('/api/returns/:id', () => HttpResponse.json(found)),
    http.get('/api/order/:id', () =>
      HttpResponse.json(
        anOrderDetail({
          _id: 'o42',
          status: 'delivered',
          events: [
            { status: 'placed', by: 'Nadia Islam', note: null, at: '2026-11-20T10:00:00.000Z' },
            { status: 'delivered', by: 'Steadfast', note: null, at: '2026-11-22T10:00:00.000Z' },
          ],
        }),
      ),
    ),
  );
});

const renderPage = () =>
  renderWithApp(<ReturnPage />, { path: '/dashboard/returns/:id', at: '/dashboard/returns/r1' });

describe('how an approved return goes back', () => {
  it('tells the customer the courier’s pickup is booked', async () => {
    found = aReturn({ status: 'approved', pickup: booked });
    renderPage();
    expect(await screen.findByText('Pickup booked with Steadfast (#7)')).toBeTruthy();
    expect(screen.getByText('Courier status: pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask the courier' })).toBeNull();
    // The order's history is the admin's.
    expect(screen.queryByRole('region', { name: 'Order history' })).toBeNull();
  });

  it('asks the customer to drop the parts off when the courier books no pickup', async () => {
    renderPage();
    expect(
      await screen.findByText('Please hand the parts to the courier or bring them to the shop.'),
    ).toBeTruthy();
  });

  it('shows the admin why booking failed, books it again, and the order’s history inline', async () => {
    signInAs(admin);
    found = aReturn({
      status: 'approved',
      pickup: { courier: 'Steadfast', id: null, status: null, error: 'Steadfast did not answer' },
    });
    server.use(
      http.post('/api/returns/:id/pickup', () => {
        found = { ...found, pickup: booked };
        return HttpResponse.json(found);
      }),
    );
    const requests = recordRequests();
    renderPage();
    expect(
      await screen.findByText(
        'The return pickup with Steadfast could not be booked: Steadfast did not answer',
      ),
    ).toBeTruthy();
    const history = within(await screen.findByRole('region', { name: 'Order history' }));
    expect(await history.findByText('Delivered')).toBeTruthy();
    expect(history.getByText('by Steadfast')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Book the pickup again' }));
    expect(await screen.findByText('Pickup booked with Steadfast (#7)')).toBeTruthy();
    expect(requests.to('POST', '/api/returns/r1/pickup')).toHaveLength(1);
  });
});

import type { Return } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { aReturn } from '@/test/returns';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { ReturnPage } from './return-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let found: Return;
beforeEach(() => {
  signInAs(nadia);
  found = aReturn();
  server.use(http.get('/api/returns/:id', () => HttpResponse.json(found)));
});

const renderPage = () =>
  renderWithApp(<ReturnPage />, { path: '/dashboard/returns/:id', at: '/dashboard/returns/r1' });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the return page', () => {
  it('shows the number, status, order, parts, reason, amounts and timeline', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Return RT-10001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order CP-10042' }).getAttribute('href')).toBe(
      '/dashboard/orders/o42',
    );
    expect(section('Parts').getByText('Ceramic Front Brake Pads')).toBeTruthy();
    expect(section('Parts').getByText('Does not fit my vehicle')).toBeTruthy();
    expect(section('Amounts').getByText('Refundable')).toBeTruthy();
    expect(section('Return steps').getByText('by Nadia Islam')).toBeTruthy();
    expect(section('Photos').getByRole('img', { name: 'Photo 1 of the return' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I received the refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says why the shop rejected it', async () => {
    found = aReturn({ status: 'rejected', rejectionReason: 'The pads were fitted and worn' });
    renderPage();
    expect(await screen.findByText('The pads were fitted and worn')).toBeTruthy();
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
  });

  it('lets the customer confirm a manual refund reached them', async () => {
    const refund = {
      method: 'manual' as const,
      reference: 'bKash 01712345678 TX9',
      status: 'refunded' as const,
    };
    found = aReturn({
      status: 'refunded',
      refunded: 28,
      refund: { ...refund, at: '2026-11-27T10:00:00.000Z', confirmedAt: null },
    });
    server.use(
      http.post('/api/returns/:id/refund/confirmation', () => {
        found = {
          ...found,
          refund: { ...refund, at: '2026-11-27T10:00:00.000Z', confirmedAt: '2026-11-28T10:00:00.000Z' },
        };
        return HttpResponse.json(found);
      }),
    );
    const requests = recordRequests();
    renderPage();
    const confirm = await screen.findByRole('button', { name: 'I received the refund' });
    expect(section('Amounts').getByText('bKash 01712345678 TX9')).toBeTruthy();
    expect(section('Amounts').getByText('Refunded by hand (bKash, Nagad or cash)')).toBeTruthy();
    await userEvent.click(confirm);
    expect(await screen.findByText('You confirmed the refund reached you')).toBeTruthy();
    expect(requests.to('POST', '/api/returns/r1/refund/confirmation')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I received the refund' })).toBeNull());
  });
});

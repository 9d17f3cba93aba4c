import type { Return } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { aReturn } from '@/test/returns';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AdminReturnsPage } from './admin-returns-page';
import { ReturnPage } from './return-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const admin = { ...nadia, id: 'a1', name: 'Shop Admin', email: 'admin@example.com', role: 'admin' as const };
let found: Return;
beforeEach(() => {
  signInAs(admin);
  found = aReturn();
  server.use(
    http.get('/api/returns/:id', () => HttpResponse.json(found)),
    // The admin's return page shows its order's history.
    http.get('/api/order/:id', () => HttpResponse.json(anOrderDetail({ _id: 'o42' }))),
  );
});

const openReturn = () =>
  renderWithApp(<ReturnPage />, { path: '/dashboard/returns/:id', at: '/dashboard/returns/r1' });

/** Presses an action, fills the dialog with `fill`, confirms it, and hands back the request's body. */
async function act(
  action: string,
  answer: Return,
  fill?: (dialog: ReturnType<typeof within>) => Promise<void>,
) {
  const path = action === 'Refund' ? '/api/returns/r1/refund' : '/api/returns/r1';
  server.use(
    http.patch('/api/returns/:id', () => HttpResponse.json(answer)),
    http.post('/api/returns/:id/refund', () => HttpResponse.json(answer)),
  );
  const requests = recordRequests();
  await userEvent.click(await screen.findByRole('button', { name: action }));
  const dialog = within(await screen.findByRole('dialog'));
  await fill?.(dialog);
  await userEvent.click(dialog.getByRole('button', { name: action }));
  await waitFor(() =>
    expect(requests.all.some((sent) => sent.path === path && sent.method !== 'GET')).toBe(true),
  );
  const sent = requests.all.find((request) => request.path === path && request.method !== 'GET');
  return sent?.request.json();
}

describe("the admin's Returns", () => {
  it('lists the open returns by default and narrows by status and reason', async () => {
    server.use(http.get('/api/returns', () => HttpResponse.json([aReturn()])));
    const requests = recordRequests();
    renderWithApp(<AdminReturnsPage />, { path: '/dashboard/returns' });
    const row = within(
      (await screen.findByRole('link', { name: 'Open RT-10001' })).closest('tr') as HTMLElement,
    );
    expect(row.getByRole('link', { name: 'CP-10042' }).getAttribute('href')).toBe('/dashboard/orders/o42');
    expect(row.getByText('Nadia Islam')).toBeTruthy();
    expect(row.getByText('Does not fit my vehicle')).toBeTruthy();
    expect(row.getByText('Requested')).toBeTruthy();
    expect(row.getByText('$28')).toBeTruthy();
    expect(requests.to('GET', '/api/returns?status=open')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Arrived damaged');
    await waitFor(() =>
      expect(requests.to('GET', '/api/returns?status=rejected&reason=damaged')).toHaveLength(1),
    );
  });

  it('approves a requested return, saying whether the shop sent the wrong part', async () => {
    const earlier = aReturn({ _id: 'r0', number: 'RT-10000', orderNumber: 'CP-10007', status: 'refunded' });
    server.use(http.get('/api/returns', () => HttpResponse.json([found, earlier])));
    openReturn();
    const record = within(await screen.findByRole('region', { name: 'Returns of this customer' }));
    expect((await record.findByRole('link', { name: 'RT-10000' })).getAttribute('href')).toBe(
      '/dashboard/returns/r0',
    );
    expect(record.getByText('Refunded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    const body = await act('Approve', aReturn({ status: 'approved' }), async (dialog) => {
      await userEvent.click(
        dialog.getByLabelText('The shop sent the wrong part (the delivery fee is refunded too)'),
      );
    });
    expect(body).toEqual({ status: 'approved', shopAtFault: true });
  });

  it('rejects with the reason the customer sees', async () => {
    openReturn();
    const body = await act('Reject', aReturn({ status: 'rejected' }), async (dialog) => {
      await userEvent.type(dialog.getByLabelText('Why it is rejected'), 'Fitted and worn');
    });
    expect(body).toEqual({ status: 'rejected', reason: 'Fitted and worn' });
  });

  it('receives an approved return, written off when damaged', async () => {
    found = aReturn({ status: 'approved' });
    openReturn();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const body = await act('Receive', aReturn({ status: 'received' }), async (dialog) => {
      await userEvent.click(dialog.getByLabelText('Damaged — write off (not back in stock)'));
    });
    expect(body).toEqual({ status: 'received', damaged: true, shopAtFault: false });
  });

  it('refunds a received return by hand with its reference, or through the provider', async () => {
    found = aReturn({ status: 'received' });
    openReturn();
    const manual = await act('Refund', aReturn({ status: 'refunded' }), async (dialog) => {
      expect(dialog.getByText('Refund $28 for return RT-10001?')).toBeTruthy();
      await userEvent.type(dialog.getByLabelText(/^Reference/), 'bKash 01712345678 TX9');
    });
    expect(manual).toEqual({ method: 'manual', reference: 'bKash 01712345678 TX9' });
    const online = await act('Refund', aReturn({ status: 'refunded' }), async (dialog) => {
      await userEvent.click(dialog.getByLabelText('Refunded by hand (bKash, Nagad or cash)'));
    });
    expect(online).toEqual({});
  });
});

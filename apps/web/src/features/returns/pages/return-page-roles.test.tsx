import type { Return, StaffRole } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { aReturn } from '@/test/returns';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { answerAs, staffMember, WhenRoleKnown } from '@/test/staff';
import { ReturnPage } from './return-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let found: Return;
beforeEach(() => {
  server.use(
    http.get('/api/returns/:id', () => HttpResponse.json(found)),
    http.get('/api/returns', () => HttpResponse.json([found])),
    http.get('/api/order/:id', () => HttpResponse.json(anOrderDetail({ _id: 'o42', status: 'delivered' }))),
  );
});

/** The return page as `role` opens it, once the server has said what they may do. */
async function openAs(role: StaffRole, fields: Partial<Return>) {
  found = aReturn(fields);
  signInAs(staffMember(role));
  answerAs(role);
  renderWithApp(
    <WhenRoleKnown>
      <ReturnPage />
    </WhenRoleKnown>,
    { path: '/dashboard/returns/:id', at: '/dashboard/returns/r1' },
  );
  await screen.findByRole('heading', { name: 'Return RT-10001' });
}

const failedPickup = { courier: 'Steadfast', id: null, status: null, error: 'No rider free' };
const button = (name: string) => screen.queryByRole('button', { name });

describe('a return page for each staff role (issue 38)', () => {
  it('offers a manager the decisions, the pickup and the refund, and sends the decision', async () => {
    await openAs('manager', {});
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(button('Reject')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Parts' })).getByText(/Nadia Islam/)).toBeTruthy();
    server.use(http.patch('/api/returns/:id', () => HttpResponse.json(aReturn({ status: 'rejected' }))));
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Why it is rejected'), 'Fitted and worn');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(requests.to('PATCH', '/api/returns/r1')).toHaveLength(1));
  });

  it('offers a manager the refund of a received return', async () => {
    await openAs('manager', { status: 'received' });
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(button('Approve')).toBeNull();
  });

  it('offers a manager to book a failed pickup again', async () => {
    await openAs('manager', { status: 'approved', pickup: failedPickup });
    expect(await screen.findByRole('button', { name: 'Book the pickup again' })).toBeTruthy();
    expect(button('Receive')).toBeTruthy();
  });

  it('lets support read a return, its customer and their returns, without deciding or refunding', async () => {
    await openAs('support', {});
    expect(await screen.findByRole('region', { name: 'Returns of this customer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order history' })).toBeTruthy();
    expect(button('Approve')).toBeNull();
    expect(button('Reject')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  });

  it('shows support no refund on a received return and no pickup booking', async () => {
    await openAs('support', { status: 'received' });
    await screen.findByRole('region', { name: 'Returns of this customer' });
    expect(button('Refund')).toBeNull();
    expect(button('Receive')).toBeNull();
  });

  it('shows support no pickup booking on an approved return', async () => {
    await openAs('support', { status: 'approved', pickup: failedPickup });
    await screen.findByRole('region', { name: 'Returns of this customer' });
    expect(button('Book the pickup again')).toBeNull();
    expect(screen.queryByText(/could not be booked/)).toBeNull();
  });

  it('shows a packer none of the customer, decisions or refund', async () => {
    await openAs('packer', { status: 'received' });
    expect(within(screen.getByRole('region', { name: 'Parts' })).queryByText('Customer')).toBeNull();
    expect(button('Refund')).toBeNull();
    expect(button('Approve')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Returns of this customer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Order history' })).toBeNull();
  });

  it('offers an owner every decision and the refund', async () => {
    await openAs('owner', { status: 'received' });
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Returns of this customer' })).toBeTruthy();
  });
});

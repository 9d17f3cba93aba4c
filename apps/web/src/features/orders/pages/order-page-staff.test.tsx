import type { OrderDetail, StaffRole } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { aReturn } from '@/test/returns';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { answerAs, staffMember, WhenRoleKnown } from '@/test/staff';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Nadia's delivered order, as staff who read orders are answered it.
let order: OrderDetail;
beforeEach(() => {
  order = anOrderDetail({ _id: 'o42', productId: 'p1', status: 'delivered', paid: true });
  server.use(
    http.get('/api/order/:id', () => HttpResponse.json(order)),
    http.get('/api/orders/:id/notes', () => HttpResponse.json([])),
    http.get('/api/returns', () => HttpResponse.json([])),
  );
});

/** The order's page as `role` (null: its customer, Nadia) opens it, once their permissions are known. */
async function openAs(role: StaffRole | null) {
  signInAs(role ? staffMember(role) : nadia);
  answerAs(role);
  renderWithApp(
    <WhenRoleKnown>
      <OrderPage />
    </WhenRoleKnown>,
    {
      path: '/dashboard/orders/:id',
      at: '/dashboard/orders/o42',
      routes: [{ path: '/dashboard/returns/:id', element: <p>The return page</p> }],
    },
  );
  await screen.findByRole('heading', { name: 'Order CP-10042' });
}

const button = (name: string) => screen.queryByRole('button', { name });

describe("staff opening a return for the order's customer (issue 38)", () => {
  it('lets support open a return with the form the customer gets', async () => {
    server.use(http.post('/api/orders/:id/returns', () => HttpResponse.json(aReturn())));
    const requests = recordRequests();
    await openAs('support');
    await userEvent.click(await screen.findByRole('button', { name: 'Return or claim warranty' }));
    const form = within(screen.getByRole('form', { name: 'Return or claim warranty' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Return Ceramic Front Brake Pads' }));
    await userEvent.selectOptions(form.getByLabelText('Reason'), 'Does not fit my vehicle');
    await userEvent.click(form.getByRole('button', { name: 'Send return request' }));
    expect(await screen.findByText('The return page')).toBeTruthy();
    const [sent] = requests.to('POST', '/api/orders/o42/returns');
    expect(await sent?.request.json()).toMatchObject({
      lines: [{ productId: 'p1', quantity: 1 }],
      reason: 'wrong_fit',
    });
  });

  it.each(['manager', 'owner'] as const)('offers a %s the return form too', async (role) => {
    await openAs(role);
    expect(await screen.findByRole('button', { name: 'Return or claim warranty' })).toBeTruthy();
  });

  it('offers a packer no return form', async () => {
    await openAs('packer');
    expect(button('Return or claim warranty')).toBeNull();
  });

  it('still offers the customer their own return form', async () => {
    await openAs(null);
    expect(await screen.findByRole('button', { name: 'Return or claim warranty' })).toBeTruthy();
    expect(button('Send the SMS again')).toBeNull();
  });
});

describe("sending an order's message again (issue 38)", () => {
  it('sends the SMS again after the confirmation and shows what the server sent', async () => {
    server.use(
      http.post('/api/orders/:id/messages/resend', () =>
        HttpResponse.json({ channel: 'sms', status: 'delivered' }),
      ),
    );
    const requests = recordRequests();
    await openAs('support');
    await userEvent.click(screen.getByRole('button', { name: 'Send the SMS again' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText("The SMS of this order's current step (Delivered) goes to the customer again."),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, send it again' }));
    expect(await screen.findByText('The SMS of the Delivered step went to the customer again')).toBeTruthy();
    const [sent] = requests.to('POST', '/api/orders/o42/messages/resend');
    expect(await sent?.request.json()).toEqual({ channel: 'sms' });
  });

  it("shows the server's refusal as it says it", async () => {
    server.use(
      http.post('/api/orders/:id/messages/resend', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'This order has no mail to send again' },
          { status: 409 },
        ),
      ),
    );
    await openAs('manager');
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, send it again' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This order has no mail to send again');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const requests = recordRequests();
    await openAs('owner');
    await userEvent.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.to('POST', '/api/orders/o42/messages/resend')).toHaveLength(0);
  });

  it('offers a packer neither button', async () => {
    order = anOrderDetail({ _id: 'o42', status: 'confirmed' });
    await openAs('packer');
    expect(button('Send the SMS again')).toBeNull();
    expect(button('Send the e-mail again')).toBeNull();
  });
});

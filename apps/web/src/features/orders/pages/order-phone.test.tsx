import type { Order, OrderDetail } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 34: a cash order to a phone its customer has not verified waits ("Phone not verified").
const shopAdmin = { ...nadia, id: 'a1', email: 'admin@example.com', role: 'admin' as const };
const PHONE = '+8801712345678';

describe('the order page of a cash order waiting for its phone', () => {
  let order: OrderDetail;
  beforeEach(() => {
    signInAs(nadia);
    order = anOrderDetail({ paymentMethod: 'cod', awaitingPhoneVerification: true });
    server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
  });
  const renderPage = () =>
    renderWithApp(<OrderPage />, { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` });

  it('lets its owner verify the phone with the code from the SMS, and the order stops waiting', async () => {
    server.use(
      http.post('/api/phone/code', () =>
        HttpResponse.json({ message: 'sent', phone: PHONE, expiresAt: '2026-11-20T10:05:00.000Z' }),
      ),
      http.post('/api/phone/verify', () => {
        order = { ...order, awaitingPhoneVerification: false };
        return HttpResponse.json({
          message: 'ok',
          phone: PHONE,
          phoneNumber: PHONE,
          phoneNumberVerified: true,
        });
      }),
    );
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('Phone not verified')).toBeTruthy();
    expect(screen.getByText(/waits until you verify \+8801712345678 with a code/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send a code by SMS' }));
    const form = within(await screen.findByRole('form', { name: 'Verify the phone' }));
    await userEvent.type(form.getByLabelText('Code from the SMS'), '123456{Enter}');
    await waitFor(() => expect(screen.queryByText('Phone not verified')).toBeNull());
    const [sent] = requests.to('POST', '/api/phone/code') as [SentRequest];
    expect(await sent.request.json()).toEqual({ phone: PHONE });
    const [verified] = requests.to('POST', '/api/phone/verify') as [SentRequest];
    expect(await verified.request.json()).toEqual({ phone: PHONE, code: '123456' });
  });

  it("says a wrong code beside the field, in the shop's words", async () => {
    server.use(
      http.post('/api/phone/code', () =>
        HttpResponse.json({ message: 'sent', phone: PHONE, expiresAt: '2026-11-20T10:05:00.000Z' }),
      ),
      http.post('/api/phone/verify', () =>
        HttpResponse.json(
          { message: 'This code is not right. Check the SMS and try again.' },
          { status: 400 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send a code by SMS' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '000000{Enter}');
    expect(await screen.findByText('This code is not right. Check the SMS and try again.')).toBeTruthy();
    expect(screen.getByText('Phone not verified')).toBeTruthy();
  });

  it("tells the admin to call first, with no code to send, and shows the phone's record", async () => {
    signInAs(shopAdmin);
    order = { ...order, phoneRecord: { delivered: 4, returned: 2, cancelled: 1 } };
    renderPage();
    expect(await screen.findByText(/Call them before confirming this cash order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a code by SMS' })).toBeNull();
    const record = within(screen.getByRole('region', { name: "This phone's record in the shop" }));
    expect(record.getByText('Returned').nextElementSibling?.textContent).toBe('2');
    expect(record.getByText('Delivered').nextElementSibling?.textContent).toBe('4');
  });
});

describe('All Orders with a cash order waiting for its phone', () => {
  const waiting = anOrder({
    orderNumber: 'CP-10007',
    productName: 'Horn Relay',
    paymentMethod: 'cod',
    awaitingPhoneVerification: true,
    phoneRecord: { delivered: 0, returned: 3, cancelled: 1 },
  });
  beforeEach(() => {
    signInAs(shopAdmin);
    server.use(
      http.get('/api/admin/orders', () =>
        HttpResponse.json({ items: [waiting] satisfies Order[], total: 1, page: 1, limit: 25 }),
      ),
      http.patch(`/api/orders/${waiting._id}/status`, () =>
        HttpResponse.json({ ...waiting, status: 'confirmed', lines: [], events: [] }),
      ),
    );
  });

  it('marks it, shows its phone record, and confirms it only with a note', async () => {
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    const table = within(await screen.findByRole('table'));
    const row = within(table.getByText('Horn Relay').closest('tr')!);
    expect(row.getByText('Phone not verified')).toBeTruthy();
    expect(row.getByText('Phone: 0 delivered, 3 returned, 1 cancelled')).toBeTruthy();
    await userEvent.click(row.getByRole('button', { name: 'Mark confirmed' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark confirmed?' }));
    expect(dialog.getByRole('alert').textContent).toMatch(/write a note that says so/);
    // Required: the dialog does not confirm without it.
    await userEvent.click(dialog.getByRole('button', { name: 'Mark confirmed' }));
    expect(requests.to('PATCH', `/api/orders/${waiting._id}/status`)).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText('Note for the timeline'), 'Called the customer');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark confirmed' }));
    expect(await screen.findByText('Order CP-10007 is confirmed')).toBeTruthy();
    const [{ request }] = requests.to('PATCH', `/api/orders/${waiting._id}/status`) as [SentRequest];
    expect(await request.json()).toEqual({ status: 'confirmed', note: 'Called the customer' });
  });
});

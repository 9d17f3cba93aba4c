import type { OrderDetail } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let order: OrderDetail;
beforeEach(() => {
  signInAs(nadia);
  order = anOrderDetail();
  server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
});

const renderPage = () =>
  renderWithApp(<OrderPage />, { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` });

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the order page', () => {
  it('shows the number, parts, delivery, amounts, payment and timeline of an unpaid online order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Order CP-10042' })).toBeTruthy();
    expect(section('Parts').getByText('Ceramic Front Brake Pads')).toBeTruthy();
    expect(section('Parts').getByText('Size M · Quantity 2')).toBeTruthy();
    expect(section('Delivery').getByText('House 12, Zindabazar')).toBeTruthy();
    expect(section('Delivery').getByText('Sylhet')).toBeTruthy();
    const payment = section('Payment');
    expect(payment.getByText('$56')).toBeTruthy();
    expect(payment.getByText('$2')).toBeTruthy();
    expect(payment.getByText('$58')).toBeTruthy();
    expect(payment.getByText('Pay online')).toBeTruthy();
    expect(payment.getByText('Not paid')).toBeTruthy();
    expect(section('Timeline').getByText('by Nadia Islam')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay $58' }).getAttribute('href')).toBe(
      `/dashboard/payment/${order._id}`,
    );
    expect(screen.getByRole('button', { name: /^Cancel the order/ })).toBeTruthy();
    expect(screen.queryByText('Tracking number')).toBeNull();
  });

  it('shows the courier and tracking number once shipped, with no Pay, Cancel or Edit', async () => {
    order = anOrderDetail({
      paymentMethod: 'cod',
      status: 'shipped',
      courier: 'Pathao',
      trackingNumber: 'PT-55120',
      events: [
        { status: 'placed', by: 'Nadia Islam', note: null, at: '2026-11-20T10:00:00.000Z' },
        { status: 'confirmed', by: 'Admin', note: null, at: '2026-11-20T11:00:00.000Z' },
        { status: 'shipped', by: 'Admin', note: 'Pathao PT-55120', at: '2026-11-21T09:00:00.000Z' },
      ],
    });
    renderPage();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Pathao')).toBeTruthy();
    expect(within(delivery).getByText('PT-55120')).toBeTruthy();
    expect(section('Payment').getByText('Cash on delivery')).toBeTruthy();
    expect(section('Timeline').getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lets the owner add missing delivery details', async () => {
    order = anOrderDetail({ delivery: null });
    server.use(http.patch('/api/orders/:id/delivery', () => HttpResponse.json(anOrderDetail())));
    const requests = recordRequests();
    renderPage();
    expect(await screen.findByText('Delivery details needed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add delivery details' }));
    const form = within(screen.getByRole('form', { name: 'Delivery details' }));
    await userEvent.type(form.getByLabelText('Phone'), '8801712345678');
    await userEvent.click(form.getByRole('button', { name: 'Save delivery details' }));
    expect(await form.findByText('District is required')).toBeTruthy();
    await userEvent.selectOptions(form.getByLabelText('District'), 'Chattogram');
    await userEvent.type(form.getByLabelText('Address'), 'Flat 3B, GEC Circle');
    await userEvent.click(form.getByRole('button', { name: 'Save delivery details' }));
    await waitFor(() => expect(requests.to('PATCH', `/api/orders/${order._id}/delivery`)).toHaveLength(1));
    const [{ request }] = requests.to('PATCH', `/api/orders/${order._id}/delivery`) as [SentRequest];
    expect(await request.json()).toEqual({
      name: 'Nadia Islam',
      phone: '+8801712345678',
      district: 'Chattogram',
      address: 'Flat 3B, GEC Circle',
    });
    expect(await screen.findByText('Delivery details saved')).toBeTruthy();
  });

  it("does not let an admin edit a customer's delivery details", async () => {
    signInAs({ ...nadia, id: 'a1', email: 'admin@example.com', role: 'admin' });
    renderPage();
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it('tells the owner of a cash order awaiting verification to verify, and the admin to call first', async () => {
    order = anOrderDetail({ paymentMethod: 'cod', awaitingVerification: true });
    const view = renderPage();
    expect(await screen.findByText(/waits until you verify your e-mail address/)).toBeTruthy();
    view.unmount();
    signInAs({ ...nadia, id: 'a1', email: 'admin@example.com', role: 'admin' });
    renderPage();
    expect(await screen.findByText(/call them before confirming this cash order/)).toBeTruthy();
  });
});

describe('the order page after the payment gateway', () => {
  const renderReturn = (query: string) =>
    renderWithApp(<OrderPage />, {
      path: '/dashboard/orders/:id',
      at: `/dashboard/orders/${order._id}${query}`,
    });

  it('says Payment Successful with the amount and the transaction once the order is paid', async () => {
    order = anOrderDetail({ paid: true, transactionId: 'CP-10042-0123456789ab' });
    renderReturn('?payment=success');
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You paid $58.');
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });

  it("shows the gateway's reason for a failure and the way to pay again", async () => {
    renderReturn(`?payment=failed&reason=${encodeURIComponent('Declined by the issuer')}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payment did not go through')).toBeTruthy();
    expect(within(alert).getByText('Declined by the issuer')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay $58' })).toBeTruthy();
  });

  it('does not claim a success the order does not show', async () => {
    renderReturn('?payment=success');
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The payment did not go through');
  });
});

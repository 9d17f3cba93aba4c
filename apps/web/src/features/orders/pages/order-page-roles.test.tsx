import { type OrderDetail, PackerOrderDetailSchema, type StaffRole } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrderDetail } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { answerAs, staffMember, WhenRoleKnown } from '@/test/staff';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// A confirmed cash order of Nadia's: the courier collects $58 at the door.
const order = anOrderDetail({ status: 'confirmed', paymentMethod: 'cod' });

/** The order as a packer is answered it: no prices, totals, payment or refunds, but what to collect. */
const packerView = (detail: OrderDetail) => PackerOrderDetailSchema.parse(detail) as OrderDetail;

function openAs(role: StaffRole, answer: OrderDetail) {
  signInAs(staffMember(role));
  answerAs(role);
  server.use(
    http.get('/api/order/:id', () => HttpResponse.json(answer)),
    http.get('/api/orders/:id/notes', () => HttpResponse.json([])),
  );
  renderWithApp(
    <WhenRoleKnown>
      <OrderPage />
    </WhenRoleKnown>,
    { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` },
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe("an order's page by staff role (issue 38)", () => {
  beforeEach(() => signInAs(null));

  it('lets a manager cancel the order and print its invoice, with every amount', async () => {
    openAs('manager', order);
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    screen.getByRole('button', { name: /^Cancel the order/ });
    screen.getByRole('link', { name: 'Print invoice' });
    section('Payment').getByText('Subtotal');
  });

  it('shows a packer the parts, where they go, what to collect and the packing slip: no amounts and no Cancel', async () => {
    openAs('packer', packerView(order));
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    section('Parts').getByText('Ceramic Front Brake Pads');
    section('Parts').getByText('Size M · Quantity 2');
    section('Delivery').getByText('House 12, Zindabazar');
    const payment = section('Payment');
    payment.getByText('Due at the door');
    payment.getByText('$58');
    expect(payment.queryByText('Subtotal')).toBeNull();
    expect(payment.queryByText('Total')).toBeNull();
    expect(payment.queryByText('Not paid')).toBeNull();
    expect(screen.queryByText(/NaN/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Print packing slips' }).getAttribute('href')).toBe(
      `/dashboard/print/slip?orders=${order._id}`,
    );
    expect(screen.queryByRole('link', { name: 'Print invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('lets support write internal notes, but not cancel the order', async () => {
    openAs('support', order);
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    await screen.findByRole('button', { name: 'Add note' });
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it("shows staff no Cancel on a customer's order while their permissions are still being read", async () => {
    signInAs(staffMember('packer'));
    let answer = () => {};
    const read = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get('/api/me/permissions', async () => {
        await read;
        return HttpResponse.json({ role: 'packer', permissions: ['orders.read', 'orders.move'] });
      }),
      http.get('/api/order/:id', () => HttpResponse.json(order)),
      http.get('/api/orders/:id/notes', () => HttpResponse.json([])),
    );
    renderWithApp(<OrderPage />, { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` });
    await screen.findByRole('heading', { name: 'Order CP-10042' });
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    answer();
    await screen.findByRole('link', { name: 'Print packing slips' });
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});

import { type Order, PackerOrderSchema, type StaffRole } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { answerAs, staffMember, WhenRoleKnown } from '@/test/staff';
import { AllOrdersPage } from './all-orders-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const placed = anOrder({
  _id: 'o1',
  orderNumber: 'CP-10001',
  productName: 'Iridium Spark Plugs',
  paymentMethod: 'cod',
});
const confirmed = anOrder({
  _id: 'o2',
  orderNumber: 'CP-10002',
  productName: 'Ceramic Front Brake Pads',
  status: 'confirmed',
  paymentMethod: 'cod',
});
const shipped = anOrder({
  _id: 'o3',
  orderNumber: 'CP-10003',
  productName: 'Synthetic 5W-30',
  status: 'shipped',
  paymentMethod: 'cod',
  courier: 'Pathao',
  trackingNumber: 'PT-1',
});

/** An order as a packer is answered it: no amounts nor payment, but what the courier collects. */
const packerView = (order: Order) => PackerOrderSchema.parse(order) as Order;

function openAs(role: StaffRole, orders: Order[]) {
  signInAs(staffMember(role));
  answerAs(role);
  server.use(
    http.get('/api/admin/orders', () =>
      HttpResponse.json({ items: orders, total: orders.length, page: 1, limit: 25 }),
    ),
    http.get('/api/couriers', () => HttpResponse.json({ couriers: ['pathao'] })),
  );
  renderWithApp(
    <WhenRoleKnown>
      <AllOrdersPage />
    </WhenRoleKnown>,
    { path: '/dashboard/allOrders' },
  );
}

const rowOf = async (productName: string) => {
  const table = await screen.findByRole('table');
  return within(within(table).getByText(productName).closest('tr')!);
};
const headers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('All Orders by staff role (issue 38)', () => {
  beforeEach(() => signInAs(null));

  it('gives a manager every move, Cancel, parcels, the amounts and the CSV', async () => {
    openAs('manager', [placed, confirmed, shipped]);
    const first = await rowOf('Iridium Spark Plugs');
    first.getByRole('button', { name: 'Mark confirmed' });
    first.getByText('Cancel');
    const second = await rowOf('Ceramic Front Brake Pads');
    await second.findByRole('button', { name: 'Book parcel' });
    second.getByRole('button', { name: 'Mark shipped' });
    const third = await rowOf('Synthetic 5W-30');
    third.getByRole('button', { name: 'Mark delivered' });
    third.getByRole('button', { name: 'Mark returned' });
    expect(headers()).toEqual(expect.arrayContaining(['Price', 'Payment Status']));
    screen.getByRole('link', { name: 'Download CSV' });
    screen.getByRole('button', { name: 'Print invoices' });
  });

  it('gives a packer the move to shipped, Book parcel and packing slips, without amounts, other moves or Cancel', async () => {
    openAs('packer', [confirmed, shipped].map(packerView));
    const toPack = await rowOf('Ceramic Front Brake Pads');
    await toPack.findByRole('button', { name: 'Book parcel' });
    toPack.getByRole('button', { name: 'Mark shipped' });
    expect(toPack.queryByText('Cancel')).toBeNull();
    const onItsWay = await rowOf('Synthetic 5W-30');
    expect(onItsWay.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    expect(onItsWay.queryByRole('button', { name: 'Mark returned' })).toBeNull();
    expect(headers()).not.toContain('Price');
    expect(headers()).not.toContain('Payment Status');
    expect(headers()).not.toContain('TrnxId');
    screen.getByRole('button', { name: 'Print packing slips' });
    expect(screen.queryByRole('button', { name: 'Print invoices' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    // Nothing of the money shows, not even an empty amount.
    expect(screen.queryByText(/NaN/)).toBeNull();
    // The statuses a packer's orders can have, and no others.
    const statuses = within(screen.getByRole('navigation', { name: 'Show orders by status' }));
    expect(statuses.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Active',
      'Confirmed',
      'Shipped',
    ]);
    // The booking dialog tells what to collect, not the courier's charge.
    server.use(
      http.get('/api/orders/:id/parcel/quote', () =>
        HttpResponse.json({ courier: 'pathao', weightGrams: 1200, amountToCollect: 52, fee: null }),
      ),
    );
    await userEvent.click(toPack.getByRole('button', { name: 'Book parcel' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('Amount to collect');
    expect(dialog.queryByText("Courier's price")).toBeNull();
    expect(dialog.queryByText('The courier gives no price before booking')).toBeNull();
  });

  it('gives support the orders to read: no moves, no Cancel, no parcels and no CSV', async () => {
    const sent = recordRequests();
    openAs('support', [placed, confirmed, shipped]);
    const first = await rowOf('Iridium Spark Plugs');
    expect(first.queryByRole('button', { name: 'Mark confirmed' })).toBeNull();
    expect(first.queryByText('Cancel')).toBeNull();
    const second = await rowOf('Ceramic Front Brake Pads');
    expect(second.queryByRole('button', { name: 'Mark shipped' })).toBeNull();
    expect(second.queryByRole('button', { name: 'Book parcel' })).toBeNull();
    const third = await rowOf('Synthetic 5W-30');
    expect(third.queryByRole('button', { name: /^Mark / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    // The couriers are for those who move orders: support is not answered them, so does not ask.
    expect(sent.to('GET', '/api/couriers')).toEqual([]);
  });
});

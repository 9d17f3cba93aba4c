import type { Order } from '@chaka/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { anOrder, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AllOrdersPage } from './all-orders-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const admin = { ...nadia, id: 'a1', email: 'admin@example.com', role: 'admin' as const };
const confirmed = anOrder({
  _id: 'o1',
  orderNumber: 'CP-10001',
  productName: 'Ceramic Front Brake Pads',
  status: 'confirmed',
  paymentMethod: 'cod',
});
const another = anOrder({
  _id: 'o2',
  orderNumber: 'CP-10002',
  productName: 'Synthetic 5W-30',
  status: 'confirmed',
});
const placed = anOrder({ _id: 'o3', orderNumber: 'CP-10003', productName: 'Iridium Spark Plugs' });

let orders: Order[];
beforeEach(() => {
  signInAs(admin);
  orders = [confirmed, another, placed];
  server.use(
    http.get('/api/admin/orders', () =>
      HttpResponse.json({ items: orders, total: orders.length, page: 1, limit: 25 }),
    ),
    http.get('/api/couriers', () => HttpResponse.json({ couriers: ['pathao', 'steadfast'] })),
    http.get('/api/orders/:id/parcel/quote', ({ request }) => {
      const courier = new URL(request.url).searchParams.get('courier');
      return HttpResponse.json({
        courier,
        weightGrams: 2400,
        amountToCollect: 58,
        fee: courier === 'pathao' ? 90 : null,
      });
    }),
  );
});
afterEach(() => act(() => activateLocale('en')));

const rowOf = async (productName: string) => {
  const table = await screen.findByRole('table');
  return within(within(table).getByText(productName).closest('tr')!);
};

describe('booking parcels from All Orders', () => {
  it("books a confirmed order: the courier's price, weight and amount to collect, then its tracking code", async () => {
    server.use(
      http.post('/api/orders/:id/parcel', () =>
        HttpResponse.json({
          courier: 'steadfast',
          consignmentId: '1424107',
          trackingCode: '15BAEB8A',
          deliveryFee: null,
        }),
      ),
    );
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    expect((await rowOf('Iridium Spark Plugs')).queryByRole('button', { name: 'Book parcel' })).toBeNull();
    await userEvent.click(
      (await rowOf('Ceramic Front Brake Pads')).getByRole('button', { name: 'Book parcel' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Book the parcel of CP-10001?')).toBeTruthy();
    expect(await dialog.findByText('$90')).toBeTruthy();
    expect(dialog.getByText('2.4 kg')).toBeTruthy();
    expect(dialog.getByText('$58')).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: 'Steadfast' }));
    expect(await dialog.findByText('The courier gives no price before booking')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Book parcel' }));
    await waitFor(() => expect(requests.to('POST', '/api/orders/o1/parcel')).toHaveLength(1));
    expect(await requests.to('POST', '/api/orders/o1/parcel')[0]!.request.json()).toEqual({
      courier: 'steadfast',
    });
    expect(
      await screen.findByText('CP-10001 is booked with Steadfast: 15BAEB8A', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it("shows the courier's refusal in its own words", async () => {
    server.use(
      http.post('/api/orders/:id/parcel', () =>
        HttpResponse.json(
          {
            message:
              'Pathao refused the parcel: Please fix the given errors: The recipient phone format is invalid.',
          },
          { status: 409 },
        ),
      ),
    );
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await userEvent.click(
      (await rowOf('Ceramic Front Brake Pads')).getByRole('button', { name: 'Book parcel' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Book parcel' }));
    expect(
      await screen.findByText(/The recipient phone format is invalid/, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('books the ticked confirmed orders at once, with a result per order', async () => {
    server.use(
      http.post('/api/orders/parcels', () =>
        HttpResponse.json({
          results: [
            {
              orderId: 'o1',
              orderNumber: 'CP-10001',
              ok: true,
              parcel: {
                courier: 'steadfast',
                consignmentId: '1',
                trackingCode: 'B025A038',
                deliveryFee: null,
              },
              message: null,
            },
            {
              orderId: 'o2',
              orderNumber: 'CP-10002',
              ok: false,
              parcel: null,
              message: 'Steadfast refused the parcel: The recipient phone must be 11 digits.',
            },
          ],
        }),
      ),
    );
    const requests = recordRequests();
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    for (const number of ['CP-10001', 'CP-10002', 'CP-10003'])
      await userEvent.click((await screen.findAllByRole('checkbox', { name: `Choose order ${number}` }))[0]!);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Courier' }), 'steadfast');
    await userEvent.click(screen.getByRole('button', { name: 'Book 2 parcels' }));
    await waitFor(() => expect(requests.to('POST', '/api/orders/parcels')).toHaveLength(1));
    expect(await requests.to('POST', '/api/orders/parcels')[0]!.request.json()).toEqual({
      courier: 'steadfast',
      orderIds: ['o1', 'o2'],
    });
    const results = within(await screen.findByRole('list', { name: 'Booking results' }));
    expect(results.getByText('CP-10001 is booked with Steadfast: B025A038')).toBeTruthy();
    expect(
      results.getByText('CP-10002: Steadfast refused the parcel: The recipient phone must be 11 digits.'),
    ).toBeTruthy();
  });

  it('speaks Bangla to a Bangla reader', async () => {
    await act(() => activateLocale('bn'));
    renderWithApp(<AllOrdersPage />, { path: '/dashboard/allOrders' });
    await userEvent.click(
      (await rowOf('Ceramic Front Brake Pads')).getByRole('button', { name: 'পার্সেল বুক করুন' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('CP-10001-এর পার্সেল বুক করবেন?')).toBeTruthy();
    expect(await dialog.findByText('কুরিয়ারের চার্জ')).toBeTruthy();
  });
});

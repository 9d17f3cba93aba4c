import type { OrderDetail } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, anOrderDetail, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { MyOrdersPage } from './my-orders-page';
import { OrderPage } from './order-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

// Issue 34 (COD_ADVANCE): a cash order may owe its delivery fee online first; its page says what
// is paid and what is due at the door, and sends its customer to pay the fee.
const owing = (fields: Partial<OrderDetail> = {}) =>
  anOrderDetail({
    paymentMethod: 'cod',
    subtotal: 56,
    deliveryFee: 2,
    total: 58,
    advance: 2,
    advancePaid: false,
    dueOnDelivery: 58,
    ...fields,
  });

describe('the order page of a cash order with its delivery fee paid in advance', () => {
  let order: OrderDetail;
  beforeEach(() => {
    signInAs(nadia);
    server.use(http.get('/api/order/:id', () => HttpResponse.json(order)));
  });
  const renderPage = () =>
    renderWithApp(<OrderPage />, { path: '/dashboard/orders/:id', at: `/dashboard/orders/${order._id}` });
  const payment = async () => within(await screen.findByRole('region', { name: 'Payment' }));

  it('asks its customer to pay the fee first, and links the payment of the fee alone', async () => {
    order = owing();
    renderPage();
    const pay = await screen.findByRole('link', { name: 'Pay delivery fee $2' });
    expect(pay.getAttribute('href')).toBe(`/dashboard/payment/${order._id}?method=sslcommerz`);
    expect(screen.getByText(/Please pay the delivery fee online first/)).toBeTruthy();
    const amounts = await payment();
    expect(amounts.getByText('Delivery fee to pay online').nextElementSibling?.textContent).toBe('$2');
    expect(amounts.getByText('Due at the door').nextElementSibling?.textContent).toBe('$58');
  });

  it('shows the fee paid and the rest due at the door once it is paid, with nothing more to pay', async () => {
    order = owing({ advancePaid: true, dueOnDelivery: 56, transactionId: 'CP-10042-a1b2c3' });
    renderPage();
    const amounts = await payment();
    expect(amounts.getByText('Delivery fee paid online').nextElementSibling?.textContent).toBe('$2');
    expect(amounts.getByText('Due at the door').nextElementSibling?.textContent).toBe('$56');
    expect(screen.queryByRole('link', { name: /Pay delivery fee/ })).toBeNull();
    expect(screen.queryByText(/Please pay the delivery fee online first/)).toBeNull();
  });

  it('says nothing of a fee when the order owes none', async () => {
    order = owing({ advance: 0 });
    renderPage();
    await payment();
    expect(screen.queryByText('Due at the door')).toBeNull();
    expect(screen.queryByRole('link', { name: /Pay/ })).toBeNull();
  });
});

describe('My Orders with a cash order owing its delivery fee', () => {
  it('offers to pay the fee, on SSLCommerz, and only that', async () => {
    signInAs(nadia);
    const owingFee = anOrder({ productName: 'Iridium Spark Plugs', paymentMethod: 'cod', advance: 2 });
    const paidFee = anOrder({
      productName: 'Synthetic 5W-30',
      paymentMethod: 'cod',
      advance: 2,
      advancePaid: true,
    });
    server.use(http.get('/api/orders/nadia%40example.com', () => HttpResponse.json([owingFee, paidFee])));
    renderWithApp(<MyOrdersPage />, { path: '/dashboard/orders' });
    // The list is drawn twice, as cards for narrow screens and as a table for wide ones.
    const links = await screen.findAllByRole('link', { name: 'Pay delivery fee' });
    expect([...new Set(links.map((link) => link.getAttribute('href')))]).toEqual([
      `/dashboard/payment/${owingFee._id}?method=sslcommerz`,
    ]);
  });
});

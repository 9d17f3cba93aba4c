import { type OrderDetail, orderMessages, routes } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, aProduct, aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server, testConfig } from '@/test/server';
import { signInAs } from '@/test/session';
import { cartStore } from '../lib/cart';
import { CartPage } from './cart-page';
import { CheckoutPage } from './checkout-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const bulbs = aProduct({
  productName: 'H4 Halogen Headlight Bulbs',
  price: 9.5,
  orderQty: 2,
  availableQty: 12,
});
const shoes = aProduct({ productName: 'Rear Brake Shoes', price: 15, orderQty: 1, availableQty: 0 });
const gone = '00000000-0000-4000-8000-00000000dead';

beforeEach(() => {
  cartStore.setOwner(null);
  cartStore.update(() => []);
});
afterEach(() => cartStore.settled());

describe('the cart page', () => {
  beforeEach(() => {
    signInAs(null);
    server.use(http.get(routes.listProducts.path, () => HttpResponse.json([bulbs, shoes])));
    cartStore.update(() => [
      { productId: bulbs._id, quantity: 4, size: 'M' },
      { productId: shoes._id, quantity: 1, size: 'SM' },
      { productId: gone, quantity: 1, size: 'L' },
    ]);
  });

  it('reads prices and stock afresh, says which parts cannot be ordered and holds back the checkout', async () => {
    renderWithApp(<CartPage />, { path: '/cart' });
    const lines = within(await screen.findByRole('list', { name: 'Parts in your cart' }));
    expect(lines.getByText('Rear Brake Shoes is sold out')).toBeTruthy();
    expect(lines.getByText('A part in your cart is no longer sold')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Rear Brake Shoes, size SM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove A part no longer sold, size L' }));
    await userEvent.selectOptions(screen.getByLabelText('Deliver to'), 'Sylhet');
    const total = within(screen.getByLabelText('Order total'));
    expect(total.getByText('$38')).toBeTruthy();
    expect(total.getByText('$40')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(cartStore.getState().lines).toEqual([{ productId: bulbs._id, quantity: 4, size: 'M' }]);
  });

  it('takes a new quantity within the part’s minimum and stock, with the spec’s messages', async () => {
    renderWithApp(<CartPage />, { path: '/cart' });
    const quantity = await screen.findByLabelText('Quantity of H4 Halogen Headlight Bulbs, size M');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    expect(await screen.findByText('Quantity must be at least 2')).toBeTruthy();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '13');
    expect(await screen.findByText('Quantity must be less than or equal to available quantity')).toBeTruthy();
    expect(cartStore.getState().lines[0]?.quantity).toBe(4);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await waitFor(() => expect(cartStore.getState().lines[0]?.quantity).toBe(6));
  });

  it('says so when the cart is empty', async () => {
    cartStore.update(() => []);
    renderWithApp(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});

describe('the checkout', () => {
  const kept = { items: [] as unknown[] };
  beforeEach(() => {
    signInAs(nadia);
    kept.items = [
      { productId: bulbs._id, quantity: '4', size: 'M' },
      { productId: shoes._id, quantity: '1', size: 'SM' },
    ];
    const inStock = { ...shoes, availableQty: 5 };
    server.use(
      http.get('/api/cart', () => HttpResponse.json(kept)),
      http.put('/api/cart', async ({ request }) => {
        kept.items = ((await request.json()) as typeof kept).items;
        return HttpResponse.json(kept);
      }),
      http.get('/api/service/:id', ({ params }) =>
        HttpResponse.json(params.id === bulbs._id ? bulbs : inStock),
      ),
      http.get('/api/users/me', () => HttpResponse.json([aProfile({ number: '01712345678' })])),
      http.get('/api/orders/:email', () => HttpResponse.json([])),
    );
  });

  const renderCheckout = () =>
    renderWithApp(<CheckoutPage />, {
      path: '/checkout',
      routes: [
        { path: '/dashboard/orders/:id', element: <h1>The order</h1> },
        { path: '/dashboard/payment/:id', element: <h1>Payment</h1> },
      ],
    });

  async function fillDelivery() {
    await userEvent.selectOptions(await screen.findByLabelText('District'), 'Dhaka');
    await userEvent.type(screen.getByLabelText('Address'), 'House 12, Road 5, Dhanmondi');
    await userEvent.click(screen.getByLabelText(/Cash on delivery/));
  }

  it('orders the whole cart cash on delivery, empties the cart and opens the order', async () => {
    const order: OrderDetail = {
      ...anOrder({ _id: 'order-1', paymentMethod: 'cod', total: 54 }),
      lines: [],
      events: [],
    };
    server.use(http.post('/api/checkout', () => HttpResponse.json(order)));
    const sent = recordRequests();
    const { router } = renderCheckout();
    const summary = within(await screen.findByRole('region', { name: 'Summary' }));
    expect(summary.getByText('H4 Halogen Headlight Bulbs')).toBeTruthy();
    // The return policy before the order is placed (issue 35).
    const policy = within(await screen.findByRole('region', { name: 'Returns and warranty' }));
    expect(policy.getByText('Parts can be returned within 7 days of delivery.')).toBeTruthy();
    expect(policy.getByRole('link', { name: 'Return policy' }).getAttribute('href')).toBe('/returns');
    // Prefilled as the order form is: her profile's phone.
    await waitFor(() =>
      expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+8801712345678'),
    );
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await screen.findByRole('heading', { name: 'The order' });
    expect(router.state.location.pathname).toBe('/dashboard/orders/order-1');
    const [checkout] = sent.to('POST', '/api/checkout');
    expect(await checkout!.request.json()).toEqual({
      items: [
        { productId: bulbs._id, quantity: 4, size: 'M' },
        { productId: shoes._id, quantity: 1, size: 'SM' },
      ],
      delivery: {
        name: 'Nadia Islam',
        phone: '+8801712345678',
        district: 'Dhaka',
        address: 'House 12, Road 5, Dhanmondi',
      },
      paymentMethod: 'cod',
    });
    expect(cartStore.getState().lines).toEqual([]);
    await cartStore.settled();
    expect(kept.items).toEqual([]);
  });

  it.each([
    ['Card', '/dashboard/payment/order-2', ''],
    ['bKash, Nagad, Rocket or card (SSLCommerz)', '/dashboard/payment/order-2', '?method=sslcommerz'],
  ])('paying online with %s goes on to the payment step', async (choice, pathname, search) => {
    server.use(
      http.get('/api/config', () => HttpResponse.json({ ...testConfig, sslcommerz: true })),
      http.post('/api/checkout', () =>
        HttpResponse.json({ ...anOrder({ _id: 'order-2', total: 54 }), lines: [], events: [] }),
      ),
    );
    const { router } = renderCheckout();
    await fillDelivery();
    await userEvent.click(await screen.findByLabelText(new RegExp(choice.replace(/[()]/g, '\\$&'))));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it('shows the server’s refusal naming the part, and keeps the cart', async () => {
    server.use(
      http.post('/api/checkout', () =>
        HttpResponse.json(
          { message: 'Only 3 of Rear Brake Shoes left. Please order fewer.' },
          { status: 409 },
        ),
      ),
    );
    renderCheckout();
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      (await screen.findAllByText('Only 3 of Rear Brake Shoes left. Please order fewer.')).length,
    ).toBeGreaterThan(0);
    expect(cartStore.getState().lines).toHaveLength(2);
  });

  it('shows a refusal over what one account may hold, with how to raise it, and keeps the cart', async () => {
    const refusal = orderMessages.openUnitsCapUnverified(20);
    server.use(http.post('/api/checkout', () => HttpResponse.json({ message: refusal }, { status: 409 })));
    renderCheckout();
    await fillDelivery();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(refusal).toMatch(/verify your e-mail address .* or contact the shop/);
    expect(cartStore.getState().lines).toHaveLength(2);
  });
});

import type { Order, Profile } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anOrder, aProduct, aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderForm } from './order-form';

vi.mock('@/lib/auth', () => import('@/test/session'));

const product = aProduct();
let profile: Profile;
let pastOrders: Order[];

beforeEach(() => {
  signInAs(nadia);
  profile = aProfile();
  pastOrders = [];
  server.use(
    http.get('/api/users/me', () => HttpResponse.json([profile])),
    http.get('/api/orders/nadia%40example.com', () => HttpResponse.json(pastOrders)),
  );
});

function renderForm() {
  return renderWithApp(<OrderForm product={product} />, {
    path: '/services/:id',
    at: `/services/${product._id}`,
    routes: [{ path: '/dashboard/orders', element: <h1>My Orders</h1> }],
  }).router;
}

const summary = () => within(screen.getByLabelText('Order total'));

describe('the order form', () => {
  it('starts at the minimum order quantity with a size, both labelled', () => {
    renderForm();
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(quantity.value).toBe('2');
    expect(quantity.inputMode).toBe('numeric');
    expect(quantity.maxLength).toBe(10);
    const size = screen.getByLabelText('Size') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['SM', 'M', 'L', 'XL']);
    expect(summary().getByText('$19')).toBeTruthy();
    expect(summary().getByText('Choose your district')).toBeTruthy();
  });

  it.each([
    ['', 'Quantity is required'],
    ['007', 'Quantity must be a real number'],
    ['1', 'Quantity must be at least 2'],
    ['13', 'Quantity must be less than or equal to available quantity'],
  ])('says what is wrong with %j as it is typed', async (typed, message) => {
    renderForm();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    if (typed) await userEvent.type(quantity, typed);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('lists the 64 districts with their Bangla names and shows the fee and total for the chosen one', async () => {
    renderForm();
    const district = screen.getByLabelText('District') as HTMLSelectElement;
    expect(district.options).toHaveLength(65);
    expect(within(district).getByRole('option', { name: 'Sylhet (সিলেট)' })).toBeTruthy();
    await userEvent.selectOptions(district, 'Sylhet');
    expect(summary().getByText('Delivery fee to Sylhet')).toBeTruthy();
    expect(summary().getByText('$2')).toBeTruthy();
    expect(summary().getByText('$21')).toBeTruthy();
    await userEvent.selectOptions(district, 'Dhaka');
    expect(summary().getByText('$1')).toBeTruthy();
    expect(summary().getByText('$20')).toBeTruthy();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '11');
    // $104.50 reaches the free delivery threshold of $100.
    expect(summary().getByText('Free')).toBeTruthy();
    expect(summary().getAllByText('$104.50')).toHaveLength(2);
  });

  it('fills the delivery details from the last order, then the profile', async () => {
    profile = aProfile({ number: '01812 345678', address: 'Road 5, Dhanmondi' });
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+8801812345678'));
    expect(screen.getByLabelText('Address')).toHaveProperty('value', 'Road 5, Dhanmondi');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Nadia Islam');
  });

  it('prefers the delivery details of the last order', async () => {
    pastOrders = [anOrder()];
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveProperty('value', 'Sylhet'));
    expect(screen.getByLabelText('Address')).toHaveProperty('value', 'House 12, Zindabazar');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+8801712345678');
  });

  it('refuses to order without where to deliver, with each field saying why', async () => {
    const requests = recordRequests();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(screen.getByText('District is required')).toBeTruthy();
    expect(screen.getByText('Address is required')).toBeTruthy();
    expect(requests.to('POST', '/api/orders')).toHaveLength(0);
  });

  it('sends the order with its delivery and cash on delivery, then goes to My Orders', async () => {
    server.use(http.post('/api/orders', () => HttpResponse.json(anOrder())));
    const requests = recordRequests();
    const router = renderForm();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'L');
    await userEvent.type(screen.getByLabelText('Phone'), '01712-345678');
    await userEvent.selectOptions(screen.getByLabelText('District'), 'Sylhet');
    await userEvent.type(screen.getByLabelText('Address'), 'House 12, Zindabazar');
    await userEvent.click(screen.getByLabelText('Cash on delivery'));
    expect(summary().getByText('$30.50')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    const [{ request }] = requests.to('POST', '/api/orders') as [SentRequest];
    expect(await request.json()).toEqual({
      productId: product._id,
      quantity: '3',
      size: 'L',
      delivery: {
        name: 'Nadia Islam',
        phone: '+8801712345678',
        district: 'Sylhet',
        address: 'House 12, Zindabazar',
      },
      paymentMethod: 'cod',
    });
    expect(await screen.findByText('Successfully ordered')).toBeTruthy();
  });

  it("shows the server's reason after Error ordering and stays on the product", async () => {
    server.use(
      http.post('/api/orders', () => HttpResponse.json({ message: 'Not enough left' }, { status: 409 })),
    );
    pastOrders = [anOrder()];
    const router = renderForm();
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveProperty('value', 'Sylhet'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error ordering: Not enough left')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/services/${product._id}`);
  });
});

import type { Product } from '@chaka/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { OrderForm } from './order-form';

const product: Product = {
  _id: '0b7f5c1e-8d1a-4a4c-9d64-2f4f5d1e0a11',
  productName: 'H4 Halogen Headlight Bulbs',
  image: '/images/parts/bulb-h4-halogen.svg',
  price: 9.5,
  availableQty: 12,
  orderQty: 2,
  productDescription: 'Standard 12 V bulbs.',
  category: 'car-bulbs',
  createdAt: new Date().toISOString(),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/services/:id', element: <OrderForm product={product} /> },
      { path: '/dashboard/orders', element: <h1>My Orders</h1> },
    ],
    { initialEntries: [`/services/${product._id}`] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the order form', () => {
  it('starts at the minimum order quantity with a size, both labelled', () => {
    renderForm();
    const quantity = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(quantity.value).toBe('2');
    expect(quantity.inputMode).toBe('numeric');
    expect(quantity.maxLength).toBe(10);
    const size = screen.getByLabelText('Size') as HTMLSelectElement;
    expect([...size.options].map((option) => option.value)).toEqual(['SM', 'M', 'L', 'XL']);
    expect(screen.getByText('Total:').textContent).toBe('Total: $19');
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

  it('sends only product, quantity and size, then goes to My Orders', async () => {
    const fetchMock = vi.fn(async () => json(200, { _id: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderForm();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'L');
    expect(screen.getByText('Total:').textContent).toBe('Total: $28.50');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders');
    expect(JSON.parse(String(init.body))).toEqual({ productId: product._id, quantity: '3', size: 'L' });
    expect(await screen.findByText('Successfully ordered')).toBeTruthy();
  });

  it("shows the server's reason after Error ordering and stays on the product", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: 'Not enough left' })),
    );
    const router = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error ordering: Not enough left')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/services/${product._id}`);
  });
});

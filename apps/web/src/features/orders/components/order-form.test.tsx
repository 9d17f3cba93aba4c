import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { OrderForm } from './order-form';

const product = aProduct();

function renderForm() {
  return renderWithApp(<OrderForm product={product} />, {
    path: '/services/:id',
    at: `/services/${product._id}`,
    routes: [{ path: '/dashboard/orders', element: <h1>My Orders</h1> }],
  }).router;
}

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
    server.use(http.post('/api/orders', () => HttpResponse.json({ _id: 'x' })));
    const requests = recordRequests();
    const router = renderForm();
    const quantity = screen.getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'L');
    expect(screen.getByText('Total:').textContent).toBe('Total: $28.50');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    const [{ request }] = requests.to('POST', '/api/orders') as [SentRequest];
    expect(await request.json()).toEqual({
      productId: product._id,
      quantity: '3',
      size: 'L',
      paymentMethod: 'online',
    });
    expect(await screen.findByText('Successfully ordered')).toBeTruthy();
  });

  it("shows the server's reason after Error ordering and stays on the product", async () => {
    server.use(
      http.post('/api/orders', () => HttpResponse.json({ message: 'Not enough left' }, { status: 409 })),
    );
    const router = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Error ordering: Not enough left')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/services/${product._id}`);
  });
});

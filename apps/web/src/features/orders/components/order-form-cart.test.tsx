import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { aProduct, aProfile, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { OrderForm } from './order-form';

vi.mock('@/lib/auth', () => import('@/test/session'));

const product = aProduct({ orderQty: 2, availableQty: 12 });

beforeEach(() => {
  signInAs(nadia);
  server.use(
    http.get('/api/users/me', () => HttpResponse.json([aProfile()])),
    http.get('/api/orders/:email', () => HttpResponse.json([])),
  );
});

it('adds the quantity and size to the cart under the order form’s rules, without ordering', async () => {
  const onAddToCart = vi.fn();
  const sent = recordRequests();
  renderWithApp(<OrderForm product={product} onAddToCart={onAddToCart} />);
  const quantity = screen.getByLabelText('Quantity');

  await userEvent.clear(quantity);
  await userEvent.type(quantity, '13');
  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Quantity must be less than or equal to available quantity')).toBeTruthy();
  expect(onAddToCart).not.toHaveBeenCalled();

  await userEvent.clear(quantity);
  await userEvent.type(quantity, '3');
  await userEvent.selectOptions(screen.getByLabelText('Size'), 'XL');
  // The delivery fields are empty: adding to the cart does not need them.
  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(onAddToCart).toHaveBeenCalledWith({ quantity: 3, size: 'XL' });
  expect(sent.to('POST', '/api/orders')).toHaveLength(0);
});

import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { cartStore } from '../lib/cart';
import { CartLink } from './cart-link';

vi.mock('@/lib/auth', () => import('@/test/session'));

const filter = { productId: '00000000-0000-4000-8000-000000000001', quantity: 2, size: 'SM' as const };

beforeEach(() => {
  cartStore.setOwner(null);
  cartStore.update(() => []);
});

it('counts every part of a visitor’s cart in its name', async () => {
  signInAs(null);
  cartStore.update(() => [filter, { ...filter, size: 'XL', quantity: 1 }]);
  renderWithApp(<CartLink />);
  expect((await screen.findByRole('link', { name: 'Cart, 3 items' })).getAttribute('href')).toBe('/cart');
  cartStore.update((lines) => lines.slice(1));
  expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
});

it('shows a signed-in customer the cart kept with her account', async () => {
  server.use(http.get('/api/cart', () => HttpResponse.json({ items: [{ ...filter, quantity: '4' }] })));
  signInAs(nadia);
  renderWithApp(<CartLink />);
  expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeTruthy();
});

it('is not there for an admin, who has no cart', () => {
  signInAs({ ...nadia, role: 'admin' });
  renderWithApp(<CartLink />);
  expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull();
});

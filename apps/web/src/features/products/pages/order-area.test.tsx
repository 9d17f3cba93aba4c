import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { OrderArea } from './product-detail-page';

const product = (availableQty: number) => aProduct({ price: 9, availableQty });

const orderForm = () => <button type="button">Place Order</button>;

function renderArea(availableQty: number, isAdmin: boolean) {
  renderWithApp(<OrderArea product={product(availableQty)} isAdmin={isAdmin} renderOrderForm={orderForm} />);
}

describe('the order area of the product detail screen', () => {
  it('shows the order form to a customer when the part is in stock', () => {
    renderArea(5, false);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Out of Stock' })).toBeNull();
  });

  it.each([0, -1])('shows a disabled Out of Stock button instead when %i are left', (left) => {
    renderArea(left, false);
    expect((screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it('tells an admin that admins cannot order, with the available items', () => {
    renderArea(7, true);
    expect(screen.getByText('Order option for site admin is not allowed !!!')).toBeTruthy();
    expect(screen.getByText(/Available items:/).textContent).toBe('Available items: 7');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });
});

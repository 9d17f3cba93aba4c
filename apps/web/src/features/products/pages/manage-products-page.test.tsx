import type { Product } from '@chaka/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { ManageProductsPage } from './manage-products-page';

const plugs: Product = {
  _id: crypto.randomUUID(),
  productName: 'Iridium Spark Plugs (set of 4)',
  image: '/images/parts/spark-plugs-iridium.svg',
  price: 32.5,
  availableQty: 40,
  orderQty: 2,
  productDescription: 'Long-life plugs.',
  category: 'spark-plugs',
  createdAt: '2026-11-01T09:00:00.000Z',
};

let catalogue: Product[];
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://shop.test');
      const limit = Number(url.searchParams.get('limit') ?? catalogue.length);
      return new Response(JSON.stringify(catalogue.slice(0, limit)), {
        headers: { 'content-type': 'application/json', 'x-total-count': String(catalogue.length) },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const path = '/dashboard/manageProducts';
  const router = createMemoryRouter([{ path, element: <ManageProductsPage /> }], { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('Manage Products (SPEC §2)', () => {
  it('lists each product with its serial, picture, name, stock in "pices", minimum, price and Delete', async () => {
    catalogue = [plugs];
    renderPage();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sl.', 'Image', 'Name', 'Available Quantity', 'Minimum Order Quantity', 'Price', 'Action']);
    const row = within(table).getByRole('rowheader', { name: plugs.productName }).closest('tr')!;
    expect([...row.children].map((cell) => cell.textContent)).toEqual([
      '1',
      '',
      plugs.productName,
      '40 pices',
      '2',
      '$32.50',
      'Delete',
    ]);
  });

  it('says "No Products Found" and how to add one when the shop is empty', async () => {
    catalogue = [];
    renderPage();
    expect(await screen.findByText('No Products Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a product' }).getAttribute('href')).toBe(
      '/dashboard/addProduct',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});

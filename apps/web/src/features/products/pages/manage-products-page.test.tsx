import type { HeldStock, Product } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { ManageProductsPage } from './manage-products-page';

const plugs = aProduct({
  productName: 'Iridium Spark Plugs (set of 4)',
  image: '/images/parts/spark-plugs-iridium.svg',
  price: 32.5,
  availableQty: 40,
  orderQty: 2,
  productDescription: 'Long-life plugs.',
  category: 'spark-plugs',
});

let catalogue: Product[];
let heldStock: HeldStock[];
beforeEach(() => {
  heldStock = [];
  server.use(
    http.get('/api/admin/held-stock', () => HttpResponse.json(heldStock)),
    http.get('/api/services', ({ request }) => {
      const search = new URL(request.url).searchParams;
      const limit = Number(search.get('limit') ?? catalogue.length);
      const found =
        search.get('lowStock') === 'true'
          ? catalogue.filter((product) => product.availableQty <= (product.lowStockThreshold ?? 5))
          : catalogue;
      return HttpResponse.json(found.slice(0, limit), { headers: { 'x-total-count': String(found.length) } });
    }),
  );
});

const renderPage = () => renderWithApp(<ManageProductsPage />, { path: '/dashboard/manageProducts' });

describe('Manage Products (SPEC §2)', () => {
  it('lists each product with its serial, picture, name, stock in "pices", minimum, price, Edit and Delete', async () => {
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
      'EditDelete',
    ]);
  });

  it('shows beside the stock the parts open orders hold: held (unpaid or unconfirmed) apart from sold', async () => {
    catalogue = [plugs];
    heldStock = [
      { productId: plugs._id, productName: plugs.productName, held: 5, awaitingVerification: 5, sold: 3 },
    ];
    renderPage();
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('rowheader', { name: plugs.productName }).closest('tr')!;
    expect(await within(row).findByText('5 held · 3 sold, to ship')).toBeTruthy();
    expect(row.children[3]!.textContent).toBe('40 pices5 held · 3 sold, to ship');
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

  it('shows only the parts low on stock on asking, and every part again', async () => {
    const low = aProduct({ productName: 'Wiper Blades', availableQty: 2, lowStockThreshold: 5 });
    catalogue = [plugs, low];
    renderPage();
    await screen.findByRole('table');
    const filter = within(screen.getByRole('navigation', { name: 'Filter products' }));
    await userEvent.click(filter.getByRole('link', { name: 'Low stock' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: plugs.productName })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Wiper Blades' })).toBeTruthy();
    expect(filter.getByRole('link', { name: 'Low stock' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(filter.getByRole('link', { name: 'All products' }));
    expect(await screen.findByRole('rowheader', { name: plugs.productName })).toBeTruthy();
  });
});

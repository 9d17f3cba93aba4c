import type { StockChange } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { EditProductPage } from './edit-product-page';

const pads = aProduct({
  productName: 'Ceramic Brake Pads',
  availableQty: 12,
  fitment: [],
  image: 'https://example.com/pads.webp',
});
const history: StockChange[] = [
  {
    by: 'Rahim Uddin',
    at: '2026-11-26T08:05:00.000Z',
    before: 14,
    after: 12,
    reason: 'order',
    orderNumber: 'CP-10007',
  },
  {
    by: 'Shop Admin',
    at: '2026-11-20T08:05:00.000Z',
    before: 0,
    after: 14,
    reason: 'restock',
    orderNumber: null,
  },
];

beforeEach(() => {
  server.use(
    http.get(`/api/service/${pads._id}`, () => HttpResponse.json(pads)),
    http.get(`/api/services/${pads._id}/stock-history`, () => HttpResponse.json(history)),
    http.put(`/api/services/${pads._id}`, () => HttpResponse.json(pads)),
    http.put(`/api/services/${pads._id}/fitment`, () => HttpResponse.json(pads)),
    // The fitment editor's make list.
    http.get('/api/vehicles/makes', () => HttpResponse.json([])),
  );
});

const renderPage = () =>
  renderWithApp(<EditProductPage />, {
    path: '/dashboard/manageProducts/:id/edit',
    at: `/dashboard/manageProducts/${pads._id}/edit`,
    routes: [{ path: '/dashboard/manageProducts', element: <p>Manage Products</p> }],
  });

describe('Edit Product: stock', () => {
  it('shows the stock history, newest first, with who, why and the order behind it', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Stock history, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Rahim Uddin', 'Order CP-10007', '14', '12'],
      ['Shop Admin', 'Restock', '0', '14'],
    ]);
  });

  it('asks why once the stock changes, and sends the reason with the edit', async () => {
    renderPage();
    const quantity = await screen.findByLabelText('Available Quantity');
    expect(screen.queryByLabelText('Why does the stock change?')).toBeNull();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '9');
    await userEvent.selectOptions(screen.getByLabelText('Why does the stock change?'), 'damage');
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.to('PUT', `/api/services/${pads._id}`)).toHaveLength(1));
    const [{ request }] = requests.to('PUT', `/api/services/${pads._id}`) as [SentRequest];
    expect(await request.json()).toMatchObject({ availableQty: 9, stockReason: 'damage' });
  });

  it('sends no reason when the stock stays as it is', async () => {
    renderPage();
    const name = await screen.findByLabelText('Product Name');
    await userEvent.type(name, ' (front)');
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.to('PUT', `/api/services/${pads._id}`)).toHaveLength(1));
    const [{ request }] = requests.to('PUT', `/api/services/${pads._id}`) as [SentRequest];
    const body = await request.json();
    expect(body).toMatchObject({ productName: 'Ceramic Brake Pads (front)', availableQty: 12 });
    expect(body.stockReason).toBeUndefined();
  });
});

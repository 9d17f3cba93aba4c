import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { EditProductPage } from './edit-product-page';

const oil = aProduct({ productName: 'Synthetic 5W-30, 4 L', weightGrams: 3800, fitment: [] });

beforeEach(() => {
  server.use(
    http.get(`/api/service/${oil._id}`, () => HttpResponse.json(oil)),
    http.get(`/api/services/${oil._id}/stock-history`, () => HttpResponse.json([])),
    http.put(`/api/services/${oil._id}`, () => HttpResponse.json(oil)),
    http.put(`/api/services/${oil._id}/fitment`, () => HttpResponse.json(oil)),
    http.get('/api/vehicles/makes', () => HttpResponse.json([])),
  );
});

const renderPage = () =>
  renderWithApp(<EditProductPage />, {
    path: '/dashboard/manageProducts/:id/edit',
    at: `/dashboard/manageProducts/${oil._id}/edit`,
    routes: [{ path: '/dashboard/manageProducts', element: <p>Manage Products</p> }],
  });

/** Issue 33: what one unit weighs packed, for the courier's parcel. */
describe('Edit Product: weight', () => {
  it('shows the weight in grams, refuses one out of range, and saves a new one', async () => {
    renderPage();
    const weight = (await screen.findByLabelText('Weight (grams)')) as HTMLInputElement;
    expect(weight.value).toBe('3800');
    await userEvent.clear(weight);
    await userEvent.type(weight, '0');
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Weight must be between 1 and 100000 grams (100 kg)')).toBeTruthy();
    expect(requests.to('PUT', `/api/services/${oil._id}`)).toHaveLength(0);
    await userEvent.clear(weight);
    await userEvent.type(weight, '3850');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.to('PUT', `/api/services/${oil._id}`)).toHaveLength(1));
    const [{ request }] = requests.to('PUT', `/api/services/${oil._id}`) as [SentRequest];
    expect(await request.json()).toMatchObject({ weightGrams: 3850 });
  });
});

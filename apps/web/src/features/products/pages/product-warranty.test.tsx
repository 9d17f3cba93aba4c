import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { ProductReturnTerms } from '../components/product-return-terms';
import { EditProductPage } from './edit-product-page';

const pads = aProduct({
  productName: 'Ceramic Front Brake Pads',
  category: 'brake-pads',
  warrantyMonths: 6,
  fitment: [],
});

beforeEach(() => {
  server.use(
    http.get(`/api/service/${pads._id}`, () => HttpResponse.json(pads)),
    http.get(`/api/services/${pads._id}/stock-history`, () => HttpResponse.json([])),
    http.put(`/api/services/${pads._id}`, () => HttpResponse.json(pads)),
    http.put(`/api/services/${pads._id}/fitment`, () => HttpResponse.json(pads)),
    http.get('/api/vehicles/makes', () => HttpResponse.json([])),
    http.get('/api/returns/policy', () =>
      HttpResponse.json({
        windowDays: 7,
        categories: [{ category: 'motor-oil', days: null }],
        reasons: ['wrong_fit', 'damaged', 'not_as_described', 'changed_mind', 'warranty'],
      }),
    ),
  );
});

/** Issue 35: a part's warranty in months, and its return terms on its page. */
describe('warranty and return terms', () => {
  it('Edit Product shows the warranty in months and saves a new one', async () => {
    renderWithApp(<EditProductPage />, {
      path: '/dashboard/manageProducts/:id/edit',
      at: `/dashboard/manageProducts/${pads._id}/edit`,
      routes: [{ path: '/dashboard/manageProducts', element: <p>Manage Products</p> }],
    });
    const warranty = (await screen.findByLabelText('Warranty (months, 0 for none)')) as HTMLInputElement;
    expect(warranty.value).toBe('6');
    await userEvent.clear(warranty);
    await userEvent.type(warranty, '12');
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.to('PUT', `/api/services/${pads._id}`)).toHaveLength(1));
    const [{ request }] = requests.to('PUT', `/api/services/${pads._id}`) as [SentRequest];
    expect(await request.json()).toMatchObject({ warrantyMonths: 12 });
  });

  it("the product page gives the shop's window and the warranty, or says the part cannot be returned", async () => {
    const view = renderWithApp(<ProductReturnTerms product={pads} />);
    expect(await screen.findByText('Returnable within 7 days of delivery')).toBeTruthy();
    expect(screen.getByText('6 months warranty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return policy' }).getAttribute('href')).toBe('/returns');
    view.unmount();
    renderWithApp(<ProductReturnTerms product={{ category: 'motor-oil', warrantyMonths: 0 }} />);
    expect(await screen.findByText('This part cannot be returned')).toBeTruthy();
    expect(screen.getByText('No warranty')).toBeTruthy();
  });
});

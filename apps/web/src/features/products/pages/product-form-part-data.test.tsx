import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { EditProductPage } from './edit-product-page';

const toyota = { _id: '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c01', name: 'Toyota Genuine', logo: null };
const bosch = { _id: '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c02', name: 'Bosch', logo: null };
const pads = aProduct({
  productName: 'Front Brake Pads',
  productNameBn: 'সামনের ব্রেক প্যাড',
  productDescription: 'Ceramic pads.',
  productDescriptionBn: null,
  brand: toyota,
  sku: 'CP-P10001',
  partNumbers: [
    { kind: 'oem', maker: 'Toyota', number: '04465-12592' },
    { kind: 'aftermarket', maker: 'Bosch', number: '0986494512' },
  ],
  replaces: ['04465-12590'],
  fitment: [],
  image: 'https://example.com/pads.webp',
});

/** Issue 36: the catalogue's fields of the product form. */
describe('the product form: brand, SKU, part numbers, replaced numbers, Bangla', () => {
  beforeEach(() => {
    server.use(
      http.get('/api/brands', () => HttpResponse.json([bosch, toyota])),
      http.get(`/api/service/${pads._id}`, () => HttpResponse.json(pads)),
      http.get(`/api/services/${pads._id}/stock-history`, () => HttpResponse.json([])),
      http.put(`/api/services/${pads._id}`, () => HttpResponse.json(pads)),
      http.put(`/api/services/${pads._id}/fitment`, () => HttpResponse.json(pads)),
      http.get('/api/vehicles/makes', () => HttpResponse.json([])),
    );
  });

  const renderEdit = () =>
    renderWithApp(<EditProductPage />, {
      path: '/dashboard/manageProducts/:id/edit',
      at: `/dashboard/manageProducts/${pads._id}/edit`,
      routes: [{ path: '/dashboard/manageProducts', element: <p>Manage Products</p> }],
    });

  it('shows the stored values and saves the edited ones', async () => {
    renderEdit();
    const brand = (await screen.findByLabelText('Brand')) as HTMLSelectElement;
    await waitFor(() => expect(brand.value).toBe(toyota._id));
    expect((screen.getByLabelText('SKU') as HTMLInputElement).value).toBe('CP-P10001');
    expect(screen.getAllByLabelText('Number').map((input) => (input as HTMLInputElement).value)).toEqual([
      '04465-12592',
      '0986494512',
    ]);
    expect((screen.getByLabelText('Replaces (old numbers)') as HTMLTextAreaElement).value).toBe(
      '04465-12590',
    );
    expect((screen.getByLabelText('Name in Bangla (optional)') as HTMLInputElement).value).toBe(
      'সামনের ব্রেক প্যাড',
    );

    await userEvent.selectOptions(brand, bosch._id);
    await userEvent.click(screen.getByRole('button', { name: 'Remove part number 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a part number' }));
    const kinds = screen.getAllByLabelText('Kind');
    await userEvent.selectOptions(kinds[1] as HTMLSelectElement, 'oem');
    await userEvent.type(screen.getAllByLabelText('Maker')[1] as HTMLInputElement, 'Toyota');
    await userEvent.type(screen.getAllByLabelText('Number')[1] as HTMLInputElement, '04465 12610');
    await userEvent.type(screen.getByLabelText('Replaces (old numbers)'), '{Enter}04465-12580');
    await userEvent.clear(screen.getByLabelText('Name in Bangla (optional)'));

    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.to('PUT', `/api/services/${pads._id}`)).toHaveLength(1));
    const [{ request }] = requests.to('PUT', `/api/services/${pads._id}`) as [SentRequest];
    expect(await request.json()).toMatchObject({
      brandId: bosch._id,
      sku: 'CP-P10001',
      partNumbers: [
        { kind: 'aftermarket', maker: 'Bosch', number: '0986494512' },
        { kind: 'oem', maker: 'Toyota', number: '04465 12610' },
      ],
      replaces: ['04465-12590', '04465-12580'],
      productNameBn: null,
    });
    // Saved, the form goes back to Manage Products.
    expect(await screen.findByText('Manage Products')).toBeTruthy();
  });

  it("says what is wrong with a part number row, in the contract's words, and sends nothing", async () => {
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a part number' }));
    const requests = recordRequests();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Whose number it is (the maker) is required')).toBeTruthy();
    expect(screen.getByText('Part number is required')).toBeTruthy();
    expect(requests.to('PUT', `/api/services/${pads._id}`)).toHaveLength(0);
  });
});

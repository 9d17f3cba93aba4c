import type { Brand } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, type SentRequest, server } from '@/test/server';
import { BrandsPage } from './brands-page';

const bosch: Brand = {
  _id: '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c02',
  name: 'Bosch',
  logo: 'https://example.com/bosch.webp',
  count: 12,
};
const ngk: Brand = { _id: '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c03', name: 'NGK', logo: null, count: 0 };
let brands: Brand[];

beforeEach(() => {
  brands = [bosch, ngk];
  server.use(http.get('/api/brands', () => HttpResponse.json(brands)));
});

const renderPage = () => renderWithApp(<BrandsPage />, { path: '/dashboard/brands' });
const rowOf = async (name: string) => within((await screen.findByText(name)).closest('li')!);

/** Issue 36: the admin's Brands screen. */
describe('Brands', () => {
  it('lists each brand with its logo and how many parts it has', async () => {
    renderPage();
    const row = await rowOf('Bosch');
    expect(row.getByRole('link', { name: '12 parts' }).getAttribute('href')).toBe(`/shop?brand=${bosch._id}`);
    // The logo beside the name (decorative: the name says which brand it is).
    expect(row.getByText('Bosch').closest('li')?.querySelector('img')?.getAttribute('src')).toBe(bosch.logo);
    expect((await rowOf('NGK')).getByText('0 parts')).toBeTruthy();
  });

  it('adds a brand with a logo link, and refuses a blank name', async () => {
    server.use(
      http.post('/api/admin/brands', async ({ request }) => {
        const body = (await request.json()) as { name: string; logo: string | null };
        const added = { _id: crypto.randomUUID(), name: body.name, logo: body.logo, count: 0 };
        brands = [...brands, added];
        return HttpResponse.json(added);
      }),
    );
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Add a brand' }));
    const requests = recordRequests();
    await userEvent.click(form.getByRole('button', { name: 'Add Brand' }));
    expect(await form.findByText('Brand name is required')).toBeTruthy();
    expect(requests.to('POST', '/api/admin/brands')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Brand name'), 'Denso');
    await userEvent.click(form.getByRole('radio', { name: 'Paste a link' }));
    await userEvent.type(form.getByRole('textbox', { name: /link/i }), 'https://example.com/denso.png');
    await userEvent.click(form.getByRole('button', { name: 'Add Brand' }));
    await waitFor(() => expect(requests.to('POST', '/api/admin/brands')).toHaveLength(1));
    const [{ request }] = requests.to('POST', '/api/admin/brands') as [SentRequest];
    expect(await request.json()).toEqual({ name: 'Denso', logo: 'https://example.com/denso.png' });
    expect(await screen.findByText('The brand was added')).toBeTruthy();
    expect(await rowOf('Denso')).toBeTruthy();
  });

  it('renames a brand and keeps its logo', async () => {
    server.use(
      http.patch(`/api/admin/brands/${bosch._id}`, async ({ request }) => {
        const body = (await request.json()) as Partial<Brand>;
        brands = brands.map((brand) => (brand._id === bosch._id ? { ...brand, ...body } : brand));
        return HttpResponse.json({ ...bosch, ...body });
      }),
    );
    renderPage();
    await userEvent.click((await rowOf('Bosch')).getByRole('button', { name: 'Edit Bosch' }));
    const form = within(screen.getByRole('form', { name: 'Edit Bosch' }));
    const name = form.getByLabelText('Brand name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Bosch Auto Parts');
    const requests = recordRequests();
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.to('PATCH', `/api/admin/brands/${bosch._id}`)).toHaveLength(1));
    const [{ request }] = requests.to('PATCH', `/api/admin/brands/${bosch._id}`) as [SentRequest];
    expect(await request.json()).toEqual({ name: 'Bosch Auto Parts', logo: bosch.logo });
    expect(await rowOf('Bosch Auto Parts')).toBeTruthy();
  });

  it("asks before deleting, and says the shop's reason when parts still use the brand", async () => {
    const refusal = 'The brand has parts: 12 parts use it. Give them another brand first';
    server.use(
      http.delete(`/api/admin/brands/${bosch._id}`, () =>
        HttpResponse.json({ message: refusal }, { status: 409 }),
      ),
    );
    renderPage();
    await userEvent.click((await rowOf('Bosch')).getByRole('button', { name: 'Delete Bosch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(`Bosch could not be deleted: ${refusal}`)).toBeTruthy();
    expect(screen.getByText('Bosch')).toBeTruthy();
  });
});

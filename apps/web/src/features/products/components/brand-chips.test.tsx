import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { BrandChips } from './brand-chips';
import { readCatalogueParams } from './catalogue-params';

const bosch = '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c02';
const ngk = '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c03';
const denso = '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c04';

/** Issue 36: the shop's brand filter, as links that add or take away a brand in the address. */
describe('brand chips', () => {
  it('counts each brand for the search and category, and toggles brands in the address', async () => {
    server.use(
      http.get('/api/brands', () =>
        HttpResponse.json([
          { _id: bosch, name: 'Bosch', logo: null, count: 12 },
          { _id: denso, name: 'Denso', logo: null, count: 0 },
          { _id: ngk, name: 'NGK', logo: null, count: 3 },
        ]),
      ),
    );
    const requests = recordRequests();
    const search = new URLSearchParams(`category=spark-plugs&q=iridium&brand=${bosch}`);
    renderWithApp(<BrandChips params={readCatalogueParams(search)} />, {
      path: '/shop',
      at: `/shop?${search}`,
    });

    const chips = await screen.findByRole('navigation', { name: 'Brands' });
    const links = within(chips).getAllByRole('link');
    // Denso has no part among these: no chip.
    expect(links.map((link) => link.textContent)).toEqual(['Bosch12', 'NGK3']);
    expect(requests.all.map((request) => request.path)).toContain(
      '/api/brands?q=iridium&category=spark-plugs',
    );
    const [boschChip, ngkChip] = links as [HTMLElement, HTMLElement];
    expect(boschChip.getAttribute('aria-current')).toBe('true');
    expect(ngkChip.getAttribute('aria-current')).toBeNull();
    // Real links (they work before the app starts): a chosen brand's takes it away, another adds it.
    expect(boschChip.getAttribute('href')).toBe('/shop?category=spark-plugs&q=iridium');
    expect(ngkChip.getAttribute('href')).toBe(
      `/shop?category=spark-plugs&brand=${bosch}&brand=${ngk}&q=iridium`,
    );
  });

  it('reads several brands from the address and ignores what is no brand id', () => {
    const params = readCatalogueParams(
      new URLSearchParams(`brand=${bosch}&brand=nope&brand=${ngk},${bosch}`),
    );
    expect(params.brand).toEqual([bosch, ngk]);
  });

  it('shows nothing when the shop has no brands', async () => {
    const requests = recordRequests();
    renderWithApp(<BrandChips params={{ page: 1 }} />, { path: '/shop' });
    await waitFor(() => expect(requests.to('GET', '/api/brands')).toHaveLength(1));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

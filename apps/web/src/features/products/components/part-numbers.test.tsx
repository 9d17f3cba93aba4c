import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/components/product-card';
import { i18n } from '@/lib/i18n/i18n';
import { aProduct } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { PartIdentity, PartNumbersTable } from './part-numbers';

// The cards ask who is signed in (a trade customer sees their price): a visitor here.
vi.mock('@/lib/auth', () => import('@/test/session'));

const toyota = { _id: '6f1c2a36-9a57-4c4b-9d0e-4a8a7d1b2c01', name: 'Toyota Genuine', logo: null };
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

afterEach(() => act(() => i18n.activate('en')));

async function inBangla() {
  await import('@/lib/i18n/bangla');
  act(() => i18n.activate('bn'));
}

/** Issue 36: a part's brand, SKU and numbers, and its Bangla name. */
describe('part data on the product page and the cards', () => {
  it('shows the brand, the SKU and a "Part numbers" table with the replaced numbers', () => {
    renderWithApp(
      <>
        <PartIdentity product={pads} />
        <PartNumbersTable product={pads} />
      </>,
    );
    expect(screen.getByText('Toyota Genuine')).toBeTruthy();
    expect(screen.getByText('CP-P10001')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(screen.getByRole('heading', { name: 'Part numbers' })).toBeTruthy();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => within(row).getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell'));
    expect(rows.map((cells) => cells.map((cell) => cell.textContent))).toEqual([
      ['Kind', 'Maker', 'Number'],
      ['OEM', 'Toyota', '04465-12592'],
      ['Aftermarket', 'Bosch', '0986494512'],
    ]);
    const replaced = screen.getByRole('list', { name: 'Old numbers this part replaces' });
    expect(within(replaced).getByRole('listitem').textContent).toBe('Replaces 04465-12590');
  });

  it('shows nothing for a part without numbers, brand or SKU', () => {
    const { container } = renderWithApp(
      <>
        <PartIdentity product={{}} />
        <PartNumbersTable product={{ partNumbers: [], replaces: [] }} />
      </>,
    );
    expect(container.querySelector('table, dl, section')).toBeNull();
  });

  it('names the number a search matched on the card, and the Bangla name to a Bangla reader', async () => {
    renderWithApp(<ProductCard product={{ ...pads, match: { kind: 'replaces', number: '04465-12590' } }} />);
    expect(screen.getByRole('heading', { name: 'Front Brake Pads' })).toBeTruthy();
    expect(screen.getByText('Replaces 04465-12590')).toBeTruthy();
    expect(screen.getByText('Toyota Genuine')).toBeTruthy();
    await inBangla();
    expect(screen.getByRole('heading', { name: 'সামনের ব্রেক প্যাড' })).toBeTruthy();
    expect(screen.getByText('04465-12590-এর বদলে চলে')).toBeTruthy();
  });

  it('says "Part number" for an OEM or maker number, and "SKU" for the SKU', () => {
    const view = renderWithApp(
      <ProductCard product={{ ...pads, match: { kind: 'oem', number: '04465-12592' } }} />,
    );
    expect(screen.getByText('Part number 04465-12592')).toBeTruthy();
    view.unmount();
    renderWithApp(<ProductCard product={{ ...pads, match: { kind: 'sku', number: 'CP-P10001' } }} />);
    expect(screen.getByText('SKU CP-P10001')).toBeTruthy();
  });
});

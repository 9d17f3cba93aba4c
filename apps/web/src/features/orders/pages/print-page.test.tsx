import type { OrderDocuments } from '@chaka/contract';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { anOrder, nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { PrintPage } from './print-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const papers = (id: string, fields: Partial<OrderDocuments> = {}): OrderDocuments => ({
  shop: { name: 'Chaka Parts', address: ['House 27, Road 7', 'Dhanmondi, Dhaka 1205'] },
  orderNumber: id === 'o-1' ? 'CP-10042' : 'CP-10043',
  createdAt: '2026-11-20T09:00:00.000Z',
  status: 'confirmed',
  paymentMethod: 'cod',
  paid: false,
  lines: [
    {
      lineId: `${id}-l1`,
      productName: 'Ceramic Front Brake Pads',
      size: 'M',
      quantity: 2,
      priceMinor: 5600,
      weightGrams: 2400,
    },
    {
      lineId: `${id}-l2`,
      productName: 'Engine Oil 4 L',
      size: 'L',
      quantity: 1,
      priceMinor: 0,
      weightGrams: 3800,
    },
  ],
  subtotalMinor: 5600,
  deliveryFeeMinor: 200,
  discountMinor: 0,
  promotionCode: null,
  totalMinor: 5800,
  advancePaidMinor: 0,
  amountToCollectMinor: 5800,
  parcelWeightGrams: 6200,
  // Nadia's address, as the test data's orders have it.
  delivery: anOrder().delivery,
  courier: null,
  trackingNumber: null,
  ...fields,
});

beforeEach(() => {
  signInAs(nadia);
  server.use(
    http.get('/api/order/:id/documents', ({ params }) =>
      params.id === 'theirs'
        ? HttpResponse.json({ message: 'You are not allowed to do this' }, { status: 403 })
        : HttpResponse.json(
            papers(String(params.id), params.id === 'o-2' ? { paid: true, amountToCollectMinor: 0 } : {}),
          ),
    ),
  );
});
afterEach(() => act(() => activateLocale('en')));

const renderPrint = (document: 'invoice' | 'slip', ids: string) =>
  renderWithApp(<PrintPage />, {
    path: '/dashboard/print/:document',
    at: `/dashboard/print/${document}?orders=${ids}`,
  });

describe('the printable documents', () => {
  it('print an invoice: shop, order number, date, lines, delivery, total, payment method and state', async () => {
    renderPrint('invoice', 'o-1');
    const invoice = within(await screen.findByRole('article', { name: 'Invoice CP-10042' }));
    expect(invoice.getByText('Chaka Parts')).toBeTruthy();
    expect(invoice.getByText('Dhanmondi, Dhaka 1205')).toBeTruthy();
    expect(invoice.getByText('CP-10042')).toBeTruthy();
    expect(invoice.getByText('Ceramic Front Brake Pads')).toBeTruthy();
    expect(invoice.getByText('Size M · 2 pcs')).toBeTruthy();
    // The line and the parts' subtotal.
    expect(invoice.getAllByText('$56')).toHaveLength(2);
    expect(invoice.getByText('$2')).toBeTruthy();
    expect(invoice.getByText('$58')).toBeTruthy();
    expect(invoice.getByText('Cash on delivery')).toBeTruthy();
    expect(invoice.getByText('To be paid in cash on delivery')).toBeTruthy();
    expect(invoice.getByText('Nadia Islam')).toBeTruthy();
    // The return policy, with its address on paper (issue 35).
    expect(await invoice.findByText('Parts can be returned within 7 days of delivery.')).toBeTruthy();
    expect(invoice.getByText(/^Return policy: http.*\/returns$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('print packing slips of several orders: address, phone, lines, weight, amount to collect, barcode', async () => {
    renderPrint('slip', 'o-1,o-2');
    const first = within(await screen.findByRole('article', { name: 'Packing slip CP-10042' }));
    expect(first.getByText('+8801712345678')).toBeTruthy();
    expect(first.getByText('House 12, Zindabazar')).toBeTruthy();
    expect(first.getByText('6.2 kg')).toBeTruthy();
    expect(first.getByText('$58')).toBeTruthy();
    const barcode = first.getByRole('img', { name: 'Barcode of order CP-10042' });
    expect(barcode.getAttribute('data-barcode')).toBe('CP-10042');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    const second = within(screen.getByRole('article', { name: 'Packing slip CP-10043' }));
    expect(second.getByText('$0')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('speak Bangla, with Bangla digits in amounts and weights', async () => {
    await act(() => activateLocale('bn'));
    renderPrint('slip', 'o-1');
    const slip = within(await screen.findByRole('article', { name: 'প্যাকিং স্লিপ CP-10042' }));
    expect(slip.getByText('পার্সেলের ওজন')).toBeTruthy();
    expect(slip.getByText('৬.২ কেজি')).toBeTruthy();
    expect(slip.getByText('যত টাকা সংগ্রহ করতে হবে')).toBeTruthy();
  });

  it("say so when an order is not the reader's, and print the rest", async () => {
    renderPrint('invoice', 'theirs,o-1');
    expect(await screen.findByRole('article', { name: 'Invoice CP-10042' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The documents could not be prepared');
  });
});

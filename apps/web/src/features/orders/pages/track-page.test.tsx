import type { TrackAnswer } from '@chaka/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { TrackPage } from './track-page';

const shipped: TrackAnswer = {
  orderNumber: 'CP-10042',
  status: 'shipped',
  placedAt: '2026-11-20T09:00:00.000Z',
  courier: 'Steadfast',
  trackingNumber: 'SFR-998877',
  events: [
    { status: 'placed', note: null, at: '2026-11-20T09:00:00.000Z' },
    { status: 'confirmed', note: null, at: '2026-11-20T11:00:00.000Z' },
    { status: 'shipped', note: 'Steadfast SFR-998877', at: '2026-11-21T10:00:00.000Z' },
  ],
};

beforeEach(() => {
  server.use(
    http.get('/api/track', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return query.get('order') === 'CP-10042' && query.get('phone') === '01712345678'
        ? HttpResponse.json(shipped)
        : HttpResponse.json(
            { message: 'No order has this order number and phone number. Please check both and try again.' },
            { status: 404 },
          );
    }),
  );
});
afterEach(() => act(() => activateLocale('en')));

const renderPage = (at = '/track') => renderWithApp(<TrackPage />, { path: '/track', at });

describe('the tracking page', () => {
  it('finds an order by its number and phone with the keyboard alone, without signing in', async () => {
    const requests = recordRequests();
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Order number'));
    await user.keyboard('CP-10042');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    await user.keyboard('01712345678{Enter}');
    const result = await screen.findByRole('article', { name: 'Order CP-10042' });
    expect(within(result).getAllByText('Shipped').length).toBeGreaterThan(0);
    expect(within(result).getByText('Steadfast')).toBeTruthy();
    expect(within(result).getByText('SFR-998877')).toBeTruthy();
    expect(within(result).getAllByRole('listitem')).toHaveLength(3);
    // The address holds the lookup, so it can be shared, reloaded, or sent before the app starts.
    expect(router.state.location.search).toBe('?order=CP-10042&phone=01712345678');
    expect(requests.to('GET', '/api/track?order=CP-10042&phone=01712345678')).toHaveLength(1);
  });

  it('is a plain GET form to /track, so a submit before the app starts is not lost', () => {
    renderPage();
    const form = screen.getByRole('form', { name: 'Track your order' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/track');
    expect(screen.getByLabelText('Order number').getAttribute('name')).toBe('order');
    expect(screen.getByLabelText('Phone number').getAttribute('name')).toBe('phone');
  });

  it('looks the order up from the address, as the mail links it and a form sent before the app started', async () => {
    renderPage('/track?order=CP-10042&phone=01712345678');
    expect(await screen.findByRole('article', { name: 'Order CP-10042' })).toBeTruthy();
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe('CP-10042');
  });

  it('says which field is wrong before asking, and that no order matches a wrong pair', async () => {
    const requests = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Order number'), 'hello');
    await user.type(screen.getByLabelText('Phone number'), '123');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(
      await screen.findByText('Enter the order number as it is in your mail, such as CP-10001'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a Bangladeshi mobile number, such as 01712345678')).toBeTruthy();
    expect(requests.all.filter((request) => request.path.startsWith('/api/track'))).toHaveLength(0);

    await user.clear(screen.getByLabelText('Order number'));
    await user.type(screen.getByLabelText('Order number'), 'CP-10042');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '01812345678');
    await user.click(screen.getByRole('button', { name: 'Track order' }));
    expect(
      await screen.findByText(
        'No order has this order number and phone number. Please check both and try again.',
      ),
    ).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    await act(() => activateLocale('bn'));
    renderPage('/track?order=CP-10042&phone=01712345678');
    expect(screen.getByRole('heading', { name: 'আপনার অর্ডার ট্র্যাক করুন' })).toBeTruthy();
    expect(screen.getByLabelText('অর্ডার নম্বর')).toBeTruthy();
    const result = await screen.findByRole('article', { name: 'অর্ডার CP-10042' });
    expect(within(result).getAllByText('পাঠানো হয়েছে').length).toBeGreaterThan(0);
    expect(within(result).getByText('কুরিয়ার')).toBeTruthy();
  });
});

import type { AdminReview } from '@chaka/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AdminReviewsPage } from './admin-reviews-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

const review = (reviewText: string, fields: Partial<AdminReview> = {}): AdminReview => ({
  _id: crypto.randomUUID(),
  reviewText,
  rating: 4.5,
  reviewDate: '2026-03-14T10:00:00.000Z',
  author: { name: 'Karim Ahmed', uid: crypto.randomUUID(), photo: null },
  verifiedBuyer: false,
  hidden: false,
  ...fields,
});

let reviews: AdminReview[];
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  signInAs({
    id: 'a1',
    name: 'Shop Admin',
    email: 'admin@example.com',
    image: null,
    role: 'admin',
    emailVerified: true,
  });
  reviews = [
    review('Cheap parts!!! Visit my page for more', {
      author: { name: 'Spam Account', uid: 'u9', photo: null },
    }),
    review('The brake pads fitted my Axio and stop quietly.', { verifiedBuyer: true }),
    review('Old review the admin hid before.', { hidden: true }),
  ];
  server.use(
    http.get('/api/admin/reviews', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json(reviews.slice((page - 1) * limit, page * limit), {
        headers: { 'X-Total-Count': String(reviews.length) },
      });
    }),
    http.patch('/api/admin/reviews/:id', async ({ params, request }) => {
      const { hidden } = (await request.json()) as { hidden: boolean };
      const found = reviews.find((item) => item._id === params.id);
      if (!found) return HttpResponse.json({ message: 'This review does not exist' }, { status: 404 });
      found.hidden = hidden;
      return HttpResponse.json(found);
    }),
    http.delete('/api/admin/reviews/:id', ({ params }) => {
      reviews = reviews.filter((item) => item._id !== params.id);
      return HttpResponse.json({ deletedCount: 1 });
    }),
  );
  requests = recordRequests();
});

const renderPage = () => renderWithApp(<AdminReviewsPage />, { path: '/dashboard/reviews' });

async function rowOf(text: string) {
  const cell = await screen.findByText(text);
  return within(cell.closest('tr')!);
}

const sent = (method: string) => requests.all.filter((request) => request.method === method);

describe('Reviews (admin)', () => {
  it('lists every review with its stars, author, whether it is shown, and Verified buyer', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(await screen.findByText(/^3 reviews, newest first\./)).toBeTruthy();
    expect(document.title).toBe('Reviews - Chaka Parts');

    const spam = await rowOf('Cheap parts!!! Visit my page for more');
    expect(spam.getAllByText('Spam Account').length).toBeGreaterThan(0);
    expect(spam.getByText('Shown')).toBeTruthy();
    expect(spam.queryByText(/Verified buyer/)).toBeNull();
    expect(spam.getByRole('img', { name: '4.5 out of 5' })).toBeTruthy();
    expect(spam.getByRole('button', { name: 'Hide' })).toBeTruthy();

    const bought = await rowOf('The brake pads fitted my Axio and stop quietly.');
    expect(bought.getAllByText(/Verified buyer/).length).toBeGreaterThan(0);

    const hidden = await rowOf('Old review the admin hid before.');
    expect(hidden.getByText('Hidden')).toBeTruthy();
    expect(hidden.getByRole('button', { name: 'Show again' })).toBeTruthy();
    expect(requests.all.some((request) => request.path === '/api/admin/reviews?page=1&limit=20')).toBe(true);
  });

  it('hides a review at once and can show it again', async () => {
    renderPage();
    const text = 'Cheap parts!!! Visit my page for more';
    await userEvent.click((await rowOf(text)).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('The review is hidden from the shop')).toBeTruthy();
    await waitFor(async () => expect((await rowOf(text)).getByText('Hidden')).toBeTruthy());
    const [hide] = sent('PATCH');
    expect(hide!.path).toBe(`/api/admin/reviews/${reviews[0]!._id}`);
    expect(await hide!.request.json()).toEqual({ hidden: true });

    await userEvent.click((await rowOf(text)).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('The review is shown in the shop again')).toBeTruthy();
    await waitFor(async () => expect((await rowOf(text)).getByText('Shown')).toBeTruthy());
  });

  it('removes a review after confirmation, and nothing when it is cancelled', async () => {
    renderPage();
    const text = 'Cheap parts!!! Visit my page for more';
    await userEvent.click((await rowOf(text)).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(sent('DELETE')).toHaveLength(0);

    await userEvent.click((await rowOf(text)).getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, remove',
      }),
    );
    expect(await screen.findByText('The review was removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
    expect(sent('DELETE')).toHaveLength(1);
  });

  it("says the server's reason when a change is refused", async () => {
    server.use(
      http.patch('/api/admin/reviews/:id', () =>
        HttpResponse.json({ message: 'This review does not exist' }, { status: 404 }),
      ),
    );
    renderPage();
    await userEvent.click(
      (await rowOf('Cheap parts!!! Visit my page for more')).getByRole('button', { name: 'Hide' }),
    );
    expect(await screen.findByText('This review does not exist')).toBeTruthy();
  });

  it('says so when there is no review yet', async () => {
    reviews = [];
    renderPage();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers';
import { AddReviewPage } from './add-review-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// The signed-in customer; better-auth's own session fetching is not the subject here.
vi.mock('@/lib/auth', () => ({
  useSession: () => ({
    isPending: false,
    user: { id: 'u1', name: 'Nadia Islam', email: 'nadia@example.com', image: null, role: 'user' },
  }),
}));

let reviewAnswer: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.endsWith('/api/review')) return reviewAnswer();
  if (url.includes('/api/config')) return json(200, { siteName: 'Chaka Parts', uiDelays: false });
  return json(404, { message: 'not stubbed' });
});

beforeEach(() => {
  reviewAnswer = () => json(200, { insertedId: 'r1' });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter([{ path: '/dashboard/addReview', element: <AddReviewPage /> }], {
    initialEntries: ['/dashboard/addReview'],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const reviewPosts = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/review'));

describe('Add Review', () => {
  it('greets the signed-in customer with the hints and counts the characters', async () => {
    renderPage();
    expect(await screen.findByText('Hey, Nadia Islam! Minimum 100 characters required')).toBeTruthy();
    const text = screen.getByLabelText('Your review') as HTMLTextAreaElement;
    expect(text.maxLength).toBe(250);
    expect(screen.getByText('0/250')).toBeTruthy();

    await userEvent.click(text);
    await userEvent.paste('x'.repeat(120));
    expect(screen.queryByText(/Minimum 100 characters required/)).toBeNull();
    expect(screen.getByText('120/250')).toBeTruthy();

    await userEvent.paste('y'.repeat(200));
    expect(text.value).toHaveLength(250);
    expect(screen.getByText('Stop, Nadia Islam! You have reached the limit at 250')).toBeTruthy();
    expect(screen.getByText('250/250')).toBeTruthy();
  });

  it.each([
    ['without a rating', false, 'Fits well'],
    ['without text', true, '   '],
  ])('refuses to send %s: "Provide Valid Information"', async (_case, rate, typed) => {
    renderPage();
    await screen.findByText(/Hey, Nadia Islam!/);
    if (rate) await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Provide Valid Information')).toBeTruthy();
    expect(reviewPosts()).toHaveLength(0);
  });

  it('sends the rating and text only, thanks the customer and starts afresh', async () => {
    renderPage();
    await screen.findByText(/Hey, Nadia Islam!/);
    await userEvent.click(screen.getByRole('radio', { name: '4.5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Quiet brakes, quick delivery to Sylhet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));

    expect(await screen.findByText('Review added successfully')).toBeTruthy();
    const [, init] = reviewPosts()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4.5,
      reviewText: 'Quiet brakes, quick delivery to Sylhet.',
    });
    await waitFor(() => expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByText('Not rated yet')).toBeTruthy();
  });

  it('shows the server refusal and keeps what was written', async () => {
    reviewAnswer = () => json(401, { message: 'Please sign in first' });
    renderPage();
    await screen.findByText(/Hey, Nadia Islam!/);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Great shop');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Great shop');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nadia } from '@/test/data';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { signInAs } from '@/test/session';
import { AddReviewPage } from './add-review-page';

vi.mock('@/lib/auth', () => import('@/test/session'));

let reviewAnswer: () => Response;
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  signInAs(nadia);
  reviewAnswer = () => HttpResponse.json({ insertedId: 'r1' });
  server.use(http.post('/api/review', () => reviewAnswer()));
  requests = recordRequests();
});

const renderPage = () => renderWithApp(<AddReviewPage />, { path: '/dashboard/addReview' });

const reviewPosts = () => requests.all.filter(({ path }) => path.endsWith('/api/review'));

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
    const { request } = reviewPosts()[0]!;
    expect(await request.json()).toEqual({
      rating: 4.5,
      reviewText: 'Quiet brakes, quick delivery to Sylhet.',
    });
    await waitFor(() => expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByText('Not rated yet')).toBeTruthy();
  });

  it('shows the server refusal and keeps what was written', async () => {
    reviewAnswer = () => HttpResponse.json({ message: 'Please sign in first' }, { status: 401 });
    renderPage();
    await screen.findByText(/Hey, Nadia Islam!/);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Your review'), 'Great shop');
    await userEvent.click(screen.getByRole('button', { name: 'Add Review' }));
    expect(await screen.findByText('Please sign in first')).toBeTruthy();
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe('Great shop');
  });
});

import type { Review } from '@chaka/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { recordRequests, server } from '@/test/server';
import { LatestReviews } from './latest-reviews';
import { ReviewCountLabel } from './review-count-label';

const review = (overrides: Partial<Review> & { name: string; photo: string | null }): Review => ({
  _id: crypto.randomUUID(),
  reviewText: 'Good parts, fair prices.',
  rating: 4,
  reviewDate: '2026-03-14T10:00:00.000Z',
  verifiedBuyer: false,
  ...overrides,
  author: { name: overrides.name, uid: crypto.randomUUID(), photo: overrides.photo },
});

function serve(reviews: Review[], total = reviews.length) {
  server.use(
    http.get('/api/reviews', () =>
      HttpResponse.json(reviews, { headers: { 'x-total-count': String(total) } }),
    ),
  );
  return recordRequests();
}

describe('the latest reviews', () => {
  it('shows stars, text, author name and photo of the newest reviews', async () => {
    const requests = serve([
      review({ name: 'Nadia Islam', photo: '/uploads/nadia.webp', rating: 4.5, reviewText: 'Quiet brakes.' }),
      review({ name: 'Karim Ahmed', photo: null, rating: 3 }),
      review({ name: 'Far Away', photo: 'https://tracker.example/pixel.png', rating: 5 }),
    ]);
    renderWithApp(<LatestReviews />);
    expect(await screen.findByText('Quiet brakes.')).toBeTruthy();
    expect(requests.all[0]?.path).toBe('/api/reviews?page=1&limit=6');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeTruthy();
    const nadia = screen.getByText('Nadia Islam').closest('figcaption')!;
    expect(nadia.querySelector('img')!.getAttribute('src')).toBe('/uploads/nadia.webp');
    const karim = screen.getByText('Karim Ahmed').closest('figcaption')!;
    expect(karim.querySelector('img')!.getAttribute('src')).toBe('/images/avatar-default.svg');
    // A photo on another site is never loaded.
    const farAway = screen.getByText('Far Away').closest('figcaption')!;
    expect(farAway.querySelector('img')!.getAttribute('src')).toBe('/images/avatar-default.svg');
    expect(screen.getAllByText('14 March 2026')).toHaveLength(3);
  });

  it('marks the reviews of verified buyers (an order delivered to them) with a badge', async () => {
    serve([
      review({ name: 'Salma Begum', photo: null, verifiedBuyer: true, reviewText: 'Bought and fitted.' }),
      review({ name: 'Never Bought', photo: null, reviewText: 'Just visiting.' }),
    ]);
    renderWithApp(<LatestReviews />);
    const bought = (await screen.findByText('Bought and fitted.')).closest('figure')!;
    expect(within(bought).getByText(/Verified buyer/)).toBeTruthy();
    const visited = screen.getByText('Just visiting.').closest('figure')!;
    expect(within(visited).queryByText(/Verified buyer/)).toBeNull();
  });

  it('invites the first review when there are none', async () => {
    serve([]);
    renderWithApp(<LatestReviews />);
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tell other drivers how it went' }).getAttribute('href')).toBe(
      '/dashboard/addReview',
    );
  });
});

describe('the review count label', () => {
  it.each([
    [0, '0 Reviews'],
    [1, '1 Review'],
    [37, '37 Reviews'],
  ])('reads the total of %i from the X-Total-Count header as %j', async (total, text) => {
    const requests = serve(total ? [review({ name: 'Nadia Islam', photo: null })] : [], total);
    renderWithApp(<ReviewCountLabel />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(requests.all[0]?.path).toBe('/api/reviews?page=1&limit=1');
  });
});

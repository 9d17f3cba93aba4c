import { signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

test('a customer writes a review, guided by the hints, and finds it on the home page', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Tahmina Akter', email: uniqueEmail('review') });
  await page.goto('/dashboard/addReview');
  await expect(page).toHaveTitle('Add Review - Chaka Parts');

  const form = page.getByRole('form', { name: 'New review' });
  const text = form.getByLabel('Your review');
  await expect(form.getByText('Hey, Tahmina Akter! Minimum 100 characters required')).toBeVisible();
  await form.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Provide Valid Information')).toBeVisible();

  // The stars are radio buttons: a click picks one, the arrow keys move by half a star.
  await form.getByRole('radio', { name: '4 stars' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
  await expect(form.getByText('4.5 out of 5')).toBeVisible();

  await text.fill('x'.repeat(120));
  await expect(form.getByText(/Minimum 100 characters required/)).toHaveCount(0);
  await expect(form.getByText('120/250')).toBeVisible();
  await text.fill('y'.repeat(250));
  await expect(form.getByText('Stop, Tahmina Akter! You have reached the limit at 250')).toBeVisible();
  await text.press('End');
  await text.pressSequentially('zz');
  await expect(text).toHaveValue('y'.repeat(250));

  const review = `Ordered brake pads for my Toyota Corolla (ref ${Date.now().toString(36)}). They fitted well, stop quietly, and the delivery to Sylhet took two days.`;
  await text.fill(review);
  await expect(form.getByText(/Minimum 100 characters required|You have reached the limit/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Review' }).click();
  await expect(page.getByText('Review added successfully')).toBeVisible();
  await expect(text).toHaveValue('');

  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  const card = reviews.getByRole('figure').filter({ hasText: review });
  await expect(card).toBeVisible();
  await expect(card.getByText('Tahmina Akter')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  await expect(card.locator('figcaption img')).toHaveAttribute('src', '/images/avatar-default.svg');
});

test('the product detail counts the reviews of the shop', async ({ page }) => {
  await signUpInBrowser(page, { name: 'Karim Ahmed', email: uniqueEmail('count') });
  const posted = await page.request.post('/api/review', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: { rating: 5, reviewText: 'Spark plugs arrived in two days.' },
  });
  expect(posted.ok()).toBe(true);
  const [product] = (await (await page.request.get('/api/services')).json()) as Array<{ _id: string }>;

  // Other tests may post reviews meanwhile: the label must match the count the API gives.
  await expect(async () => {
    await page.goto(`/services/${product!._id}`);
    const total = (await page.request.get('/api/reviews?limit=1')).headers()['x-total-count'];
    expect(Number(total)).toBeGreaterThan(0);
    await expect(
      page.getByText(`${total} ${total === '1' ? 'Review' : 'Reviews'}`, { exact: true }),
    ).toBeVisible({
      timeout: 2000,
    });
  }).toPass();
});

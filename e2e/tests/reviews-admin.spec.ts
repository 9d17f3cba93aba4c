import { signInAsAdmin, signUpInBrowser, uniqueEmail } from '../support/accounts';
import { e2eEnvironment } from '../support/environment';
import { expect, test } from '../support/test';

test('an admin hides a review from the Reviews screen and it leaves the home page', async ({
  page,
  browser,
}) => {
  await signUpInBrowser(page, { name: 'Spam Account', email: uniqueEmail('spam') });
  const reviewText = `Cheapest parts in town, visit my page (ref ${Date.now().toString(36)}).`;
  const posted = await page.request.post('/api/review', {
    headers: { origin: e2eEnvironment().baseUrl },
    data: { rating: 5, reviewText },
  });
  expect(posted.ok()).toBe(true);
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  await page.goto('/');
  await expect(reviews.getByRole('figure').filter({ hasText: reviewText })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: 'Reviews', exact: true }).first().click();
  await expect(admin).toHaveTitle('Reviews - Chaka Parts');
  const row = admin.getByRole('row').filter({ hasText: reviewText });
  await expect(row.getByText('Shown', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('The review is hidden from the shop')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  // A fresh visit: the server's own render of the home page, and the app once it has started.
  await page.goto('/');
  await expect(reviews).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(reviewText)).toHaveCount(0);

  await row.getByRole('button', { name: 'Show again' }).click();
  await expect(admin.getByText('The review is shown in the shop again')).toBeVisible();
  await page.goto('/');
  await expect(reviews.getByRole('figure').filter({ hasText: reviewText })).toBeVisible();
});
